float f(float x)
{
	return x * 2.5f + 1;
}
/*
 * check-name: linear: float constants are setfval, an int constant converted at compile time
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setfval.32  %r2 <- 2.500000e+00
	fmul.32     %r3 <- %arg1, %r2
	setfval.32  %r4 <- 1.000000e+00
	fadd.32     %r5 <- %r3, %r4
	ret.32      %r5


 * check-output-end
 */
