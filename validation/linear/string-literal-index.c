char f(int i)
{
	return "hex"[i];
}
/*
 * check-name: linear: indexing a string literal adds to its address
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	sext.64     %r3 <- (32) %arg1
	add.64      %r4 <- %r3, "hex"
	load.8      %r5 <- 0[%r4]
	ret.8       %r5


 * check-output-end
 */
