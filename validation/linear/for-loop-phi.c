int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += i;
	return s;
}

/*
 * check-name: a for loop's variables become phi-nodes
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
sum:
.L0:
	<entry-point>
	phisrc.32   %phi2(s) <- $0
	phisrc.32   %phi4(i) <- $0
	br          .L4

.L4:
	phi.32      %r11(s) <- %phi2(s), %phi3(s)
	phi.32      %r12(i) <- %phi4(i), %phi5(i)
	setlt.32    %r3 <- %r12(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	add.32      %r6 <- %r11(s), %r12(i)
	add.32      %r8 <- %r12(i), $1
	phisrc.32   %phi3(s) <- %r6
	phisrc.32   %phi5(i) <- %r8
	br          .L4

.L3:
	ret.32      %r11(s)


 * check-output-end
 */
