int table[16];

int f(int i)
{
	return table[i];
}
/*
 * check-name: linear: a global array indexed: the scaled index added to the symbol
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	sext.64     %r3 <- (32) %arg1
	mul.64      %r4 <- %r3, $4
	add.64      %r5 <- %r4, table
	load.32     %r6 <- 0[%r5]
	ret.32      %r6


 * check-output-end
 */
