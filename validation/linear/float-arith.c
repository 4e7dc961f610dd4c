double f(double a, double b, double c)
{
	return (a + b) * (a - c) / b;
}
/*
 * check-name: linear: double +, -, *, / are fadd, fsub, fmul, fdiv
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	fadd.64     %r3 <- %arg1, %arg2
	fsub.64     %r6 <- %arg1, %arg3
	fmul.64     %r7 <- %r3, %r6
	fdiv.64     %r9 <- %r7, %arg2
	ret.64      %r9


 * check-output-end
 */
