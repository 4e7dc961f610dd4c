double twice(double x) { return x * 1.5 + x * 1.5 + 1.5; }
float single(float x) { return 2.5f + x * 2.5f; }
double apart(int c, double x) { double a = 2.5; if (c) x += 2.5; return x + a; }
/*
 * check-name: optim: float constants of one value are one setfval where one dominates the other; float operations keep their operand order
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
twice:
.L0:
	<entry-point>
	setfval.64  %r2 <- 1.500000e+00
	fmul.64     %r3 <- %arg1, %r2
	fadd.64     %r7 <- %r3, %r3
	fadd.64     %r9 <- %r7, %r2
	ret.64      %r9


single:
.L2:
	<entry-point>
	setfval.32  %r11 <- 2.500000e+00
	fmul.32     %r14 <- %arg1, %r11
	fadd.32     %r15 <- %r11, %r14
	ret.32      %r15


apart:
.L4:
	<entry-point>
	phisrc.64   %phi4(x) <- %arg2
	cbr         %arg1, .L5, .L6

.L5:
	setfval.64  %r20 <- 2.500000e+00
	fadd.64     %r22 <- %arg2, %r20
	phisrc.64   %phi5(x) <- %r22
	br          .L6

.L6:
	phi.64      %r27(x) <- %phi4(x), %phi5(x)
	setfval.64  %r24 <- 2.500000e+00
	fadd.64     %r25 <- %r27(x), %r24
	ret.64      %r25


 * check-output-end
 */
