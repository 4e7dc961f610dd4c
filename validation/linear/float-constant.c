double scale(double d)
{
	return d * 2.5;
}

float half(float f)
{
	return f / 2;
}

/*
 * check-name: a floating constant is a setfval
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
scale:
.L0:
	<entry-point>
	setfval.64  %r2 <- 2.500000e+00
	fmul.64     %r3 <- %arg1, %r2
	ret.64      %r3


half:
.L2:
	<entry-point>
	setfval.32  %r6 <- 2.000000e+00
	fdiv.32     %r7 <- %arg1, %r6
	ret.32      %r7


 * check-output-end
 */
