int f(int a, int b)
{
	int x;

	if (a)
		x = 1;
	if (b)
		return x;
	return 0;
}
/*
 * check-name: mem2reg: a variable set on one path only: UNDEF from the other, then returned through the return phi
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	phisrc.32   %phi3(x) <- UNDEF
	cbr         %r2, .L1, .L2

.L1:
	phisrc.32   %phi4(x) <- $1
	br          .L2

.L2:
	phi.32      %r7(x) <- %phi3(x), %phi4(x)
	setne.1     %r4 <- %arg2, $0
	cbr         %r4, .L3, .L4

.L3:
	phisrc.32   %phi1(return) <- %r7(x)
	br          .L5

.L4:
	phisrc.32   %phi2(return) <- $0
	br          .L5

.L5:
	phi.32      %r6 <- %phi1(return), %phi2(return)
	ret.32      %r6


 * check-output-end
 */
