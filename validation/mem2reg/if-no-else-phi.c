int f(int c, int a)
{
	int x = 7;

	if (c)
		x = a;
	return x;
}
/*
 * check-name: mem2reg: an initialized variable set in one branch: its initial value comes from the entry
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	phisrc.32   %phi2(x) <- $7
	cbr         %r2, .L1, .L2

.L1:
	phisrc.32   %phi3(x) <- %arg2
	br          .L2

.L2:
	phi.32      %r6(x) <- %phi2(x), %phi3(x)
	ret.32      %r6(x)


 * check-output-end
 */
