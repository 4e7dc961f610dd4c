int f(int x)
{
	int r = 0;

	switch (x) {
	case 1:
		r = 5;
		break;
	case 2:
		r = 9;
		break;
	}
	return r;
}
/*
 * check-name: mem2reg: a switch whose default falls through to the join: three phi sources
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi4(r) <- $0
	switch.32   %arg1, 1 -> .L2, 2 -> .L3, default -> .L1

.L2:
	phisrc.32   %phi2(r) <- $5
	br          .L1

.L3:
	phisrc.32   %phi3(r) <- $9
	br          .L1

.L1:
	phi.32      %r4(r) <- %phi2(r), %phi3(r), %phi4(r)
	ret.32      %r4(r)


 * check-output-end
 */
