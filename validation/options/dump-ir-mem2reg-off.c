int f(int a)
{
	int x = a;

	if (a)
		x = 3;
	return x;
}
/*
 * check-name: -fdump-ir=mem2reg with -fno-mem2reg: the IR where mem2reg would be, no final IR
 * check-command: test-linearize -Wno-decl -fdump-ir=mem2reg -fno-mem2reg $file
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
	ret.32      %r4


 * check-output-end
 */
