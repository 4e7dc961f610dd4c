int f(int a)
{
	int x = a;

	if (a)
		x = 3;
	return x;
}
/*
 * check-name: -fPASS=last: the passes after PASS do not run
 * check-command: test-linearize -Wno-decl -fmem2reg=last $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r3 <- %arg1, $0
	phisrc.32   %phi2(x) <- %arg1
	cbr         %r3, .L1, .L2

.L1:
	phisrc.32   %phi3(x) <- $3
	br          .L2

.L2:
	phi.32      %r6(x) <- %phi2(x), %phi3(x)
	ret.32      %r6(x)


 * check-output-end
 */
