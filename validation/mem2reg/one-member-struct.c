struct box { long v; };

long f(int c, long a)
{
	struct box b = { 3 };

	if (c)
		b.v = a;
	return b.v;
}
/*
 * check-name: mem2reg: a struct of one scalar member is promoted as that scalar
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	phisrc.64   %phi2(b) <- $3
	cbr         %r2, .L1, .L2

.L1:
	phisrc.64   %phi3(b) <- %arg2
	br          .L2

.L2:
	phi.64      %r6(b) <- %phi2(b), %phi3(b)
	ret.64      %r6(b)


 * check-output-end
 */
