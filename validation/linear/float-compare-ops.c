int f(double a, double b)
{
	return (a == b) + (a != b) + (a <= b) + (a > b);
}
/*
 * check-name: linear: == is ordered, != unordered, <= and > ordered float compares
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	fcmpoeq.32  %r3 <- %arg1, %arg2
	fcmpune.32  %r6 <- %arg1, %arg2
	add.32      %r7 <- %r3, %r6
	fcmpole.32  %r10 <- %arg1, %arg2
	add.32      %r11 <- %r7, %r10
	fcmpogt.32  %r14 <- %arg1, %arg2
	add.32      %r15 <- %r11, %r14
	ret.32      %r15


 * check-output-end
 */
