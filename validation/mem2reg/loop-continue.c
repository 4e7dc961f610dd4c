int f(int n)
{
	int odd = 0;

	for (int i = 0; i < n; i++) {
		if (i & 1)
			continue;
		odd += i;
	}
	return odd;
}
/*
 * check-name: mem2reg: a continue joins the end of the body: a phi-node there
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(odd) <- $0
	phisrc.32   %phi4(i) <- $0
	br          .L4

.L4:
	phi.32      %r15(odd) <- %phi2(odd), %phi3(odd)
	phi.32      %r16(i) <- %phi4(i), %phi5(i)
	setlt.32    %r3 <- %r16(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	and.32      %r5 <- %r16(i), $1
	setne.1     %r6 <- %r5, $0
	phisrc.32   %phi7(odd) <- %r15(odd)
	cbr         %r6, .L2, .L6

.L6:
	add.32      %r9 <- %r15(odd), %r16(i)
	phisrc.32   %phi6(odd) <- %r9
	br          .L2

.L2:
	phi.32      %r14(odd) <- %phi6(odd), %phi7(odd)
	add.32      %r11 <- %r16(i), $1
	phisrc.32   %phi3(odd) <- %r14(odd)
	phisrc.32   %phi5(i) <- %r11
	br          .L4

.L3:
	ret.32      %r15(odd)


 * check-output-end
 */
