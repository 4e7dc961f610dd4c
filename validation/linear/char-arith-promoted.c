int f(signed char a, unsigned char b)
{
	return a + b;
}
/*
 * check-name: linear: signed and unsigned chars are sign- and zero-extended before adding
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	sext.32     %r2 <- (8) %arg1
	zext.32     %r4 <- (8) %arg2
	add.32      %r5 <- %r2, %r4
	ret.32      %r5


 * check-output-end
 */
