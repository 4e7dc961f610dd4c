int f(void)
{
	static int count;

	count++;
	return count;
}
/*
 * check-name: mem2reg: a static local stays in memory
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r1 <- 0[count]
	add.32      %r2 <- %r1, $1
	store.32    %r2 -> 0[count]
	load.32     %r3 <- 0[count]
	ret.32      %r3


 * check-output-end
 */
