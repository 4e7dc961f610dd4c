int *f(int c, int *p, int *q)
{
	int *r = p;

	if (c)
		r = q;
	return r;
}
/*
 * check-name: mem2reg: a pointer local: phi-node of 64 bits
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r3 <- %arg1, $0
	phisrc.64   %phi2(r) <- %arg2
	cbr         %r3, .L1, .L2

.L1:
	phisrc.64   %phi3(r) <- %arg3
	br          .L2

.L2:
	phi.64      %r7(r) <- %phi2(r), %phi3(r)
	ret.64      %r7(r)


 * check-output-end
 */
