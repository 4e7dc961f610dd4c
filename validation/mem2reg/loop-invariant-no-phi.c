extern int g(int);

int f(int n)
{
	int k = 5;

	for (int i = 0; i < n; i++)
		g(k);
	return k;
}
/*
 * check-name: mem2reg: a variable not changed in a loop needs no phi-node: its constant is used
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	phisrc.32   %phi2(i) <- $0
	br          .L4

.L4:
	phi.32      %r8(i) <- %phi2(i), %phi3(i)
	setlt.32    %r3 <- %r8(i), %arg1
	cbr         %r3, .L1, .L3

.L1:
	call.32     %r4 <- g, $5
	add.32      %r6 <- %r8(i), $1
	phisrc.32   %phi3(i) <- %r6
	br          .L4

.L3:
	ret.32      $5


 * check-output-end
 */
