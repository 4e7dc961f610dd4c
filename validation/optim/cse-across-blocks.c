extern int g(int);

int f(int a, int b, int c)
{
	int x = a + b;

	if (c)
		return g(a + b);
	return x;
}
/*
 * check-name: optim: a sum computed in a dominating block is reused in a branch
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r3 <- %arg1, %arg2
	cbr         %arg3, .L1, .L2

.L1:
	call.32     %r9 <- g, %r3
	phisrc.32   %phi1(return) <- %r9
	br          .L3

.L2:
	phisrc.32   %phi2(return) <- %r3
	br          .L3

.L3:
	phi.32      %r10 <- %phi1(return), %phi2(return)
	ret.32      %r10


 * check-output-end
 */
