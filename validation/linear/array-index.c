short table[16];

short at(int i)
{
	return table[i];
}

/*
 * check-name: an index is scaled and added to the base
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
at:
.L0:
	<entry-point>
	symaddr.64  %r1 <- table
	sext.64     %r3 <- (32) %arg1
	mul.64      %r4 <- %r3, $2
	add.64      %r5 <- %r1, %r4
	load.16     %r6 <- 0[%r5]
	ret.16      %r6


 * check-output-end
 */
