int f(int n)
{
	int a = 0, b = 1;

	while (n--) {
		int t = a + b;

		a = b;
		b = t;
	}
	return a;
}
/*
 * check-name: mem2reg: two variables updated from each other in a loop: each phi source reads the old values
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- %arg1
	phisrc.32   %phi4(a) <- $0
	phisrc.32   %phi6(b) <- $1
	br          .L4

.L4:
	phi.32      %r11(n) <- %phi2(n), %phi3(n)
	phi.32      %r12(a) <- %phi4(a), %phi5(a)
	phi.32      %r13(b) <- %phi6(b), %phi7(b)
	sub.32      %r2 <- %r11(n), $1
	setne.1     %r3 <- %r11(n), $0
	cbr         %r3, .L1, .L3

.L1:
	add.32      %r6 <- %r12(a), %r13(b)
	phisrc.32   %phi3(n) <- %r2
	phisrc.32   %phi5(a) <- %r13(b)
	phisrc.32   %phi7(b) <- %r6
	br          .L4

.L3:
	ret.32      %r12(a)


 * check-output-end
 */
