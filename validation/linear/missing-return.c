int maybe(int a)
{
	if (a)
		return 3;
}

/*
 * check-name: falling off a non-void function returns UNDEF
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
maybe:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	cbr         %r2, .L1, .L2

.L1:
	phisrc.32   %phi1(return) <- $3
	br          .L3

.L2:
	phisrc.32   %phi2(return) <- UNDEF
	br          .L3

.L3:
	phi.32      %r3 <- %phi1(return), %phi2(return)
	ret.32      %r3


 * check-output-end
 */
