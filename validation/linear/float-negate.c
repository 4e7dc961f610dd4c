float f(float x)
{
	return -x;
}
/*
 * check-name: linear: unary minus of a float is fneg
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	fneg.32     %r2 <- %arg1
	ret.32      %r2


 * check-output-end
 */
