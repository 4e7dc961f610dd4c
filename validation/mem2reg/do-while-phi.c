int f(int n)
{
	int p = 1;

	do
		p *= 2;
	while (p < n);
	return p;
}
/*
 * check-name: mem2reg: a do-while loop: the body block is its own parent and holds the phi-node
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(p) <- $1
	br          .L1

.L1:
	phi.32      %r8(p) <- %phi2(p), %phi3(p)
	mul.32      %r2 <- %r8(p), $2
	setlt.32    %r5 <- %r2, %arg1
	phisrc.32   %phi3(p) <- %r2
	cbr         %r5, .L1, .L3

.L3:
	ret.32      %r2


 * check-output-end
 */
