union word { int i; unsigned int u; };

unsigned int f(int c, int a)
{
	union word w;

	w.i = 1;
	if (c)
		w.i = a;
	return w.u;
}
/*
 * check-name: mem2reg: a union of members of one size is promoted
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	phisrc.32   %phi2(w) <- $1
	cbr         %r2, .L1, .L2

.L1:
	phisrc.32   %phi3(w) <- %arg2
	br          .L2

.L2:
	phi.32      %r6(w) <- %phi2(w), %phi3(w)
	ret.32      %r6(w)


 * check-output-end
 */
