int neg(int c)
{
	switch (c) {
	case -1:
		return 1;
	case 0:
		return 2;
	}
	return 3;
}

/*
 * check-name: a negative case value is shown in the switch's width
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
neg:
.L0:
	<entry-point>
	switch.32   %arg1, 0 -> .L3, 4294967295 -> .L2, default -> .L1

.L2:
	phisrc.32   %phi1(return) <- $1
	br          .L4

.L3:
	phisrc.32   %phi2(return) <- $2
	br          .L4

.L1:
	phisrc.32   %phi3(return) <- $3
	br          .L4

.L4:
	phi.32      %r2 <- %phi1(return), %phi2(return), %phi3(return)
	ret.32      %r2


 * check-output-end
 */
