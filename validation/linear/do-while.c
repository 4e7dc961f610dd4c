int count(int n)
{
	int c = 0;

	do {
		c++;
		n >>= 1;
	} while (n);
	return c;
}

/*
 * check-name: a do-while loop tests at the bottom
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
count:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- %arg1
	phisrc.32   %phi4(c) <- $0
	br          .L1

.L1:
	phi.32      %r9(n) <- %phi2(n), %phi3(n)
	phi.32      %r10(c) <- %phi4(c), %phi5(c)
	add.32      %r2 <- %r10(c), $1
	asr.32      %r4 <- %r9(n), $1
	setne.1     %r6 <- %r4, $0
	phisrc.32   %phi3(n) <- %r4
	phisrc.32   %phi5(c) <- %r2
	cbr         %r6, .L1, .L3

.L3:
	ret.32      %r2


 * check-output-end
 */
