int f(int c)
{
	int x;

	if (c)
		x = 4;
	return x;
}
/*
 * check-name: mem2reg: a path that never sets the variable gives the phi-node UNDEF
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	phisrc.32   %phi2(x) <- UNDEF
	cbr         %r2, .L1, .L2

.L1:
	phisrc.32   %phi3(x) <- $4
	br          .L2

.L2:
	phi.32      %r5(x) <- %phi2(x), %phi3(x)
	ret.32      %r5(x)


 * check-output-end
 */
