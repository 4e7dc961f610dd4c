int f(int n)
{
	int s = 0;
again:
	s += n;
	if (--n > 0)
		goto again;
	return s;
}
/*
 * check-name: mem2reg: a backward goto makes the label's block a loop header with phi-nodes
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- %arg1
	phisrc.32   %phi4(s) <- $0
	br          .L1

.L1:
	phi.32      %r9(n) <- %phi2(n), %phi3(n)
	phi.32      %r10(s) <- %phi4(s), %phi5(s)
	add.32      %r3 <- %r10(s), %r9(n)
	sub.32      %r5 <- %r9(n), $1
	setgt.32    %r6 <- %r5, $0
	phisrc.32   %phi3(n) <- %r5
	phisrc.32   %phi5(s) <- %r3
	cbr         %r6, .L1, .L3

.L3:
	ret.32      %r3


 * check-output-end
 */
