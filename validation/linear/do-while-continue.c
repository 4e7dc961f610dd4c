int f(int n)
{
	do {
		if (n & 1)
			continue;
		n--;
	} while (n-- > 0);
	return n;
}

/*
 * check-name: continue in a do-while jumps to its condition
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- %arg1
	br          .L1

.L1:
	phi.32      %r11(n) <- %phi2(n), %phi3(n)
	and.32      %r2 <- %r11(n), $1
	setne.1     %r3 <- %r2, $0
	phisrc.32   %phi5(n) <- %r11(n)
	cbr         %r3, .L2, .L5

.L5:
	sub.32      %r5 <- %r11(n), $1
	phisrc.32   %phi4(n) <- %r5
	br          .L2

.L2:
	phi.32      %r12(n) <- %phi4(n), %phi5(n)
	sub.32      %r7 <- %r12(n), $1
	setgt.32    %r8 <- %r12(n), $0
	phisrc.32   %phi3(n) <- %r7
	cbr         %r8, .L1, .L3

.L3:
	ret.32      %r7


 * check-output-end
 */
