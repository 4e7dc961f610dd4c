int f(int x)
{
	int r = 1;

	switch (x) {
	case 0:
		r = r + 10;
	case 1:
		r = r * 3;
		break;
	default:
		r = 0;
	}
	return r;
}
/*
 * check-name: mem2reg: a case falling through to the next: phi-node at the second case
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(r) <- $1
	switch.32   %arg1, 0 -> .L2, 1 -> .L3, default -> .L4

.L2:
	add.32      %r3 <- $1, $10
	phisrc.32   %phi3(r) <- %r3
	br          .L3

.L3:
	phi.32      %r9(r) <- %phi2(r), %phi3(r)
	mul.32      %r5 <- %r9(r), $3
	phisrc.32   %phi4(r) <- %r5
	br          .L1

.L4:
	phisrc.32   %phi5(r) <- $0
	br          .L1

.L1:
	phi.32      %r8(r) <- %phi4(r), %phi5(r)
	ret.32      %r8(r)


 * check-output-end
 */
