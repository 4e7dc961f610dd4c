extern void use(int *);

int f(int a)
{
	int x = a;

	use(&x);
	return x;
}
/*
 * check-name: mem2reg: a local whose address is passed away stays in memory
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[x]
	call        use, x
	load.32     %r3 <- 0[x]
	ret.32      %r3


 * check-output-end
 */
