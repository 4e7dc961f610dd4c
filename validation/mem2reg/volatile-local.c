int f(int a)
{
	volatile int x = a;

	return x + x;
}
/*
 * check-name: mem2reg: a volatile local stays in memory: each read is a load
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[x]
	load.32     %r2 <- 0[x]
	load.32     %r3 <- 0[x]
	add.32      %r4 <- %r2, %r3
	ret.32      %r4


 * check-output-end
 */
