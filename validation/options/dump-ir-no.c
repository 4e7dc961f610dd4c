int f(int a)
{
	int x = a;

	if (a)
		x = 3;
	return x;
}
/*
 * check-name: -fno-dump-ir is -fdump-ir, as sparse
 * check-command: test-linearize -Wno-decl -fno-dump-ir $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[a]
	load.32     %r1 <- 0[a]
	store.32    %r1 -> 0[x]
	load.32     %r2 <- 0[a]
	setne.1     %r3 <- %r2, $0
	cbr         %r3, .L1, .L2

.L1:
	store.32    $3 -> 0[x]
	br          .L2

.L2:
	load.32     %r4 <- 0[x]
	phisrc.32   %phi1(return) <- %r4
	br          .L3

.L3:
	phi.32      %r5 <- %phi1(return)
	ret.32      %r5


 * check-output-end
 */
