void add(char *c, int n)
{
	*c += n;
}

/*
 * check-name: a compound assignment on a char computes in int
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
add:
.L0:
	<entry-point>
	load.8      %r3 <- 0[%arg1]
	sext.32     %r4 <- (8) %r3
	add.32      %r5 <- %r4, %arg2
	trunc.8     %r6 <- (32) %r5
	store.8     %r6 -> 0[%arg1]
	ret


 * check-output-end
 */
