char f(int c, char a)
{
	char x = 'z';

	if (c)
		x = a;
	return x;
}
/*
 * check-name: mem2reg: a char local: phi sources and phi-node of 8 bits
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	phisrc.8    %phi2(x) <- $122
	cbr         %r2, .L1, .L2

.L1:
	phisrc.8    %phi3(x) <- %arg2
	br          .L2

.L2:
	phi.8       %r6(x) <- %phi2(x), %phi3(x)
	ret.8       %r6(x)


 * check-output-end
 */
