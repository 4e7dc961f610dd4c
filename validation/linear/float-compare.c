int feq(double a, double b) { return a == b; }
int fne(double a, double b) { return a != b; }
int flt(float a, float b) { return a < b; }
int fge(float a, float b) { return a >= b; }

/*
 * check-name: floating compares are ordered, != is unordered
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
feq:
.L0:
	<entry-point>
	fcmpoeq.32  %r3 <- %arg1, %arg2
	ret.32      %r3


fne:
.L2:
	<entry-point>
	fcmpune.32  %r7 <- %arg1, %arg2
	ret.32      %r7


flt:
.L4:
	<entry-point>
	fcmpolt.32  %r11 <- %arg1, %arg2
	ret.32      %r11


fge:
.L6:
	<entry-point>
	fcmpoge.32  %r15 <- %arg1, %arg2
	ret.32      %r15


 * check-output-end
 */
