int g(int);
int f(int a, void *q)
{
	void *p = &&l1;
	if (a > 5)
		goto l2;
	if (a)
		p = q;
	goto *p;
l1:
	return g(1);
l2:
	return g(2);
}
/*
 * check-name: optim: 'goto *' goes to the labels whose address is taken only; with one, it is a branch; a label nothing jumps to starts no block
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setgt.32    %r3 <- %arg1, $5
	cbr         %r3, .L3, .L2

.L3:
	call.32     %r10 <- g, $2
	phisrc.32   %phi2(return) <- %r10
	br          .L7

.L2:
	call.32     %r8 <- g, $1
	phisrc.32   %phi1(return) <- %r8
	br          .L7

.L7:
	phi.32      %r9 <- %phi1(return), %phi2(return)
	ret.32      %r9


 * check-output-end
 */
