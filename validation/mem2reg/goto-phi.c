int f(int a)
{
	int v = 1;

	if (a > 3)
		goto done;
	v = a;
done:
	return v;
}
/*
 * check-name: mem2reg: a goto over a store joins two values of the variable
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setgt.32    %r2 <- %arg1, $3
	phisrc.32   %phi3(v) <- $1
	cbr         %r2, .L3, .L2

.L2:
	phisrc.32   %phi2(v) <- %arg1
	br          .L3

.L3:
	phi.32      %r6(v) <- %phi2(v), %phi3(v)
	ret.32      %r6(v)


 * check-output-end
 */
