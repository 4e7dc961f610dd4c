extern int g(void);

int f(int c)
{
	int x = g();

	if (c)
		x = x + 1;
	return x;
}
/*
 * check-name: mem2reg: a variable initialized by a call: the call's result is the first phi source
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r1 <- g
	setne.1     %r3 <- %arg1, $0
	phisrc.32   %phi2(x) <- %r1
	cbr         %r3, .L1, .L2

.L1:
	add.32      %r5 <- %r1, $1
	phisrc.32   %phi3(x) <- %r5
	br          .L2

.L2:
	phi.32      %r8(x) <- %phi2(x), %phi3(x)
	ret.32      %r8(x)


 * check-output-end
 */
