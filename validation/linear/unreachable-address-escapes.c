int f(int *);

int k(int x)
{
	int y = x;

	if (x)
		return y + 1;
	return y;
	f(&y);
}
/*
 * check-name: the address of a local taken in unreachable code makes it escape, as sparse: its store stays
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
k:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[y]
	cbr         %arg1, .L1, .L2

.L1:
	add.32      %r5 <- %arg1, $1
	phisrc.32   %phi1(return) <- %r5
	br          .L3

.L2:
	phisrc.32   %phi2(return) <- %arg1
	br          .L3

.L3:
	phi.32      %r6 <- %phi1(return), %phi2(return)
	ret.32      %r6


 * check-output-end
 */
