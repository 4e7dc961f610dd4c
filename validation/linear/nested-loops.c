int f(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < i; j++)
			s += j;
	return s;
}

/*
 * check-name: nested loops: phi-nodes at both heads
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(s) <- $0
	phisrc.32   %phi4(i) <- $0
	br          .L4

.L4:
	phi.32      %r17(s) <- %phi2(s), %phi3(s)
	phi.32      %r18(i) <- %phi4(i), %phi5(i)
	phi.32      %r20(j)
	setlt.32    %r3 <- %r18(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	phisrc.32   %phi6(s) <- %r17(s)
	phisrc.32   %phi8(j) <- $0
	br          .L8

.L8:
	phi.32      %r16(s) <- %phi6(s), %phi7(s)
	phi.32      %r19(j) <- %phi8(j), %phi9(j)
	setlt.32    %r6 <- %r19(j), %r18(i)
	cbr         %r6, .L5, .L2

.L5:
	add.32      %r9 <- %r16(s), %r19(j)
	add.32      %r11 <- %r19(j), $1
	phisrc.32   %phi7(s) <- %r9
	phisrc.32   %phi9(j) <- %r11
	br          .L8

.L2:
	add.32      %r13 <- %r18(i), $1
	phisrc.32   %phi3(s) <- %r16(s)
	phisrc.32   %phi5(i) <- %r13
	br          .L4

.L3:
	ret.32      %r17(s)


 * check-output-end
 */
