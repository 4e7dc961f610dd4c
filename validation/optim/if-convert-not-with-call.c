extern int g(void);

int f(int c, int a)
{
	int r = a;

	if (c)
		r = g();
	return r;
}
/*
 * check-name: optim: a branch with a call is not if-converted
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(r) <- %arg2
	cbr         %arg1, .L1, .L2

.L1:
	call.32     %r4 <- g
	phisrc.32   %phi3(r) <- %r4
	br          .L2

.L2:
	phi.32      %r7(r) <- %phi2(r), %phi3(r)
	ret.32      %r7(r)


 * check-output-end
 */
