int sign(int a)
{
	if (a < 0)
		return -1;
	if (a > 0)
		return 1;
	return 0;
}

/*
 * check-name: several returns meet in one phi-node
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
sign:
.L0:
	<entry-point>
	setlt.32    %r2 <- %arg1, $0
	cbr         %r2, .L1, .L2

.L1:
	phisrc.32   %phi1(return) <- $0xffffffff
	br          .L3

.L2:
	setgt.32    %r5 <- %arg1, $0
	cbr         %r5, .L4, .L5

.L4:
	phisrc.32   %phi2(return) <- $1
	br          .L3

.L5:
	phisrc.32   %phi3(return) <- $0
	br          .L3

.L3:
	phi.32      %r3 <- %phi1(return), %phi2(return), %phi3(return)
	ret.32      %r3


 * check-output-end
 */
