int f(int a)
{
	if (a < 0)
		a = -a;
	return a;
}
/*
 * check-name: mem2reg: an argument assigned in a branch: its first phi source is the argument
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setlt.32    %r2 <- %arg1, $0
	phisrc.32   %phi2(a) <- %arg1
	cbr         %r2, .L1, .L2

.L1:
	neg.32      %r4 <- %arg1
	phisrc.32   %phi3(a) <- %r4
	br          .L2

.L2:
	phi.32      %r7(a) <- %phi2(a), %phi3(a)
	ret.32      %r7(a)


 * check-output-end
 */
