extern int f(void);

int both(int a) { return a && f(); }
int either(int a) { return a || f(); }

/*
 * check-name: && and || with a call branch and merge
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
both:
.L0:
	<entry-point>
	setne.1     %r3 <- %arg1, $0
	phisrc.32   %phi1 <- $0
	cbr         %r3, .L2, .L3

.L2:
	call.32     %r4 <- f
	setne.1     %r5 <- %r4, $0
	zext.32     %r6 <- (1) %r5
	phisrc.32   %phi2 <- %r6
	br          .L3

.L3:
	phi.32      %r1 <- %phi1, %phi2
	ret.32      %r1


either:
.L4:
	<entry-point>
	setne.1     %r10 <- %arg1, $0
	phisrc.32   %phi4 <- $1
	cbr         %r10, .L7, .L6

.L6:
	call.32     %r11 <- f
	setne.1     %r12 <- %r11, $0
	zext.32     %r13 <- (1) %r12
	phisrc.32   %phi5 <- %r13
	br          .L7

.L7:
	phi.32      %r8 <- %phi4, %phi5
	ret.32      %r8


 * check-output-end
 */
