int f(int c, int a, int b)
{
	int x;

	if (c)
		x = a;
	else
		x = b;
	return x;
}
/*
 * check-name: mem2reg: a variable set in both branches gets a phi-node at the join
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	cbr         %r2, .L1, .L2

.L1:
	phisrc.32   %phi2(x) <- %arg2
	br          .L3

.L2:
	phisrc.32   %phi3(x) <- %arg3
	br          .L3

.L3:
	phi.32      %r7(x) <- %phi2(x), %phi3(x)
	ret.32      %r7(x)


 * check-output-end
 */
