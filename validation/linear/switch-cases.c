int classify(int c)
{
	switch (c) {
	case 9:
		return 1;
	case 3:
		return 2;
	default:
		return 0;
	}
}

/*
 * check-name: switch: cases sorted, default last
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
classify:
.L0:
	<entry-point>
	switch.32   %arg1, 3 -> .L3, 9 -> .L2, default -> .L4

.L2:
	phisrc.32   %phi1(return) <- $1
	br          .L5

.L3:
	phisrc.32   %phi2(return) <- $2
	br          .L5

.L4:
	phisrc.32   %phi3(return) <- $0
	br          .L5

.L5:
	phi.32      %r2 <- %phi1(return), %phi2(return), %phi3(return)
	ret.32      %r2


 * check-output-end
 */
