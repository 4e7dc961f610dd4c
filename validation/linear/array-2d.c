int at(int (*a)[4], int i, int j)
{
	return a[i][j];
}

/*
 * check-name: two-dimensional indexing
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
at:
.L0:
	<entry-point>
	sext.64     %r3 <- (32) %arg2
	mul.64      %r4 <- %r3, $16
	add.64      %r5 <- %arg1, %r4
	sext.64     %r7 <- (32) %arg3
	mul.64      %r8 <- %r7, $4
	add.64      %r9 <- %r5, %r8
	load.32     %r10 <- 0[%r9]
	ret.32      %r10


 * check-output-end
 */
