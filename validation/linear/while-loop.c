int halve(int n)
{
	while (n > 1)
		n /= 2;
	return n;
}

/*
 * check-name: a while loop tests at the top
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
halve:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- %arg1
	br          .L4

.L4:
	phi.32      %r7(n) <- %phi2(n), %phi3(n)
	setgt.32    %r2 <- %r7(n), $1
	cbr         %r2, .L1, .L3

.L1:
	divs.32     %r4 <- %r7(n), $2
	phisrc.32   %phi3(n) <- %r4
	br          .L4

.L3:
	ret.32      %r7(n)


 * check-output-end
 */
