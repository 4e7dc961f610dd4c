extern int g(int);

int f(int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (g(i))
			break;
	return i;
}
/*
 * check-name: mem2reg: a break leaves the loop with the counter's phi-node value
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(i) <- $0
	br          .L4

.L4:
	phi.32      %r11(i) <- %phi2(i), %phi3(i)
	setlt.32    %r3 <- %r11(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	call.32     %r5 <- g, %r11(i)
	setne.1     %r6 <- %r5, $0
	cbr         %r6, .L3, .L2

.L2:
	add.32      %r8 <- %r11(i), $1
	phisrc.32   %phi3(i) <- %r8
	br          .L4

.L3:
	ret.32      %r11(i)


 * check-output-end
 */
