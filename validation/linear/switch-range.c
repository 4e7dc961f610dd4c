int digit(int c)
{
	switch (c) {
	case '0' ... '9':
		return c - '0';
	case 'a' ... 'f':
		return c - 'a' + 10;
	}
	return -1;
}

/*
 * check-name: switch: case ranges and no default
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
digit:
.L0:
	<entry-point>
	switch.32   %arg1, 48 ... 57 -> .L2, 97 ... 102 -> .L3, default -> .L1

.L2:
	sub.32      %r3 <- %arg1, $48
	phisrc.32   %phi1(return) <- %r3
	br          .L4

.L3:
	sub.32      %r6 <- %arg1, $97
	add.32      %r7 <- %r6, $10
	phisrc.32   %phi2(return) <- %r7
	br          .L4

.L1:
	phisrc.32   %phi3(return) <- $0xffffffff
	br          .L4

.L4:
	phi.32      %r4 <- %phi1(return), %phi2(return), %phi3(return)
	ret.32      %r4


 * check-output-end
 */
