int f(int n)
{
	int k = 0;

	while (k < n)
		k += 3;
	return k;
}
/*
 * check-name: mem2reg: a while loop: the variable's phi-node heads the condition block
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(k) <- $0
	br          .L4

.L4:
	phi.32      %r8(k) <- %phi2(k), %phi3(k)
	setlt.32    %r3 <- %r8(k), %arg1
	cbr         %r3, .L1, .L3

.L1:
	add.32      %r5 <- %r8(k), $3
	phisrc.32   %phi3(k) <- %r5
	br          .L4

.L3:
	ret.32      %r8(k)


 * check-output-end
 */
