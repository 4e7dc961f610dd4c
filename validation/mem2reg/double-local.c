double f(int n, double d)
{
	double acc = 1.0;

	while (n-- > 0)
		acc *= d;
	return acc;
}
/*
 * check-name: mem2reg: a double accumulated in a loop: a 64-bit phi-node beside the counter's
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setfval.64  %r1 <- 1.000000e+00
	phisrc.32   %phi2(n) <- %arg1
	phisrc.64   %phi4(acc) <- %r1
	br          .L4

.L4:
	phi.32      %r10(n) <- %phi2(n), %phi3(n)
	phi.64      %r11(acc) <- %phi4(acc), %phi5(acc)
	sub.32      %r3 <- %r10(n), $1
	setgt.32    %r4 <- %r10(n), $0
	cbr         %r4, .L1, .L3

.L1:
	fmul.64     %r7 <- %r11(acc), %arg2
	phisrc.32   %phi3(n) <- %r3
	phisrc.64   %phi5(acc) <- %r7
	br          .L4

.L3:
	ret.64      %r11(acc)


 * check-output-end
 */
