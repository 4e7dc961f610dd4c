int f(int n)
{
	int c = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < i; j++)
			c++;
	return c;
}
/*
 * check-name: mem2reg: nested loops: a counter gets a phi-node in each loop header
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(c) <- $0
	phisrc.32   %phi4(i) <- $0
	br          .L4

.L4:
	phi.32      %r16(c) <- %phi2(c), %phi3(c)
	phi.32      %r17(i) <- %phi4(i), %phi5(i)
	setlt.32    %r3 <- %r17(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	phisrc.32   %phi6(c) <- %r16(c)
	phisrc.32   %phi8(j) <- $0
	br          .L8

.L8:
	phi.32      %r15(c) <- %phi6(c), %phi7(c)
	phi.32      %r18(j) <- %phi8(j), %phi9(j)
	setgt.32    %r6 <- %r17(i), %r18(j)
	cbr         %r6, .L5, .L2

.L5:
	add.32      %r8 <- %r15(c), $1
	add.32      %r10 <- %r18(j), $1
	phisrc.32   %phi7(c) <- %r8
	phisrc.32   %phi9(j) <- %r10
	br          .L8

.L2:
	add.32      %r12 <- %r17(i), $1
	phisrc.32   %phi3(c) <- %r15(c)
	phisrc.32   %phi5(i) <- %r12
	br          .L4

.L3:
	ret.32      %r16(c)


 * check-output-end
 */
