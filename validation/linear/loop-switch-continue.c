int count(int n)
{
	int s = 0;

	while (n--) {
		switch (n & 3) {
		case 0:
			continue;
		case 1:
			s++;
			break;
		default:
			s += 2;
		}
	}
	return s;
}

/*
 * check-name: continue inside a switch inside a loop
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
count:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- %arg1
	phisrc.32   %phi6(s) <- $0
	br          .L4

.L4:
	phi.32      %r12(n) <- %phi2(n), %phi3(n), %phi4(n), %phi5(n)
	phi.32      %r13(s) <- %phi6(s), %phi7(s), %phi8(s), %phi9(s)
	sub.32      %r2 <- %r12(n), $1
	setne.1     %r3 <- %r12(n), $0
	cbr         %r3, .L1, .L3

.L1:
	and.32      %r5 <- %r2, $3
	phisrc.32   %phi5(n) <- %r2
	phisrc.32   %phi9(s) <- %r13(s)
	switch.32   %r5, 0 -> .L4, 1 -> .L7, default -> .L8

.L7:
	add.32      %r7 <- %r13(s), $1
	phisrc.32   %phi3(n) <- %r2
	phisrc.32   %phi7(s) <- %r7
	br          .L4

.L8:
	add.32      %r9 <- %r13(s), $2
	phisrc.32   %phi4(n) <- %r2
	phisrc.32   %phi8(s) <- %r9
	br          .L4

.L3:
	ret.32      %r13(s)


 * check-output-end
 */
