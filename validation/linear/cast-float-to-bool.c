_Bool f(double d)
{
	return d;
}
/*
 * check-name: linear: a double converted to _Bool is an unordered compare with 0.0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setfval.64  %r2 <- 0.000000e+00
	fcmpune.1   %r3 <- %arg1, %r2
	ret.1       %r3


 * check-output-end
 */
