int f(void)
{
	int x = 1;

	asm("incl %0" : "+m" (x));
	return x;
}
/*
 * check-name: mem2reg: a local given to asm as a memory operand stays in memory
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    $1 -> 0[x]
	symaddr.64  %r1 <- x
	asm         "incl %0"
		out: "+m" (%r1)
	load.32     %r2 <- 0[x]
	ret.32      %r2


 * check-output-end
 */
