extern void use(int *);

int f(void)
{
	int x = 1;

	use(&x);
	return x;
}

/*
 * check-name: a local whose address is taken stays in memory
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    $1 -> 0[x]
	symaddr.64  %r1 <- x
	call        use, %r1
	load.32     %r2 <- 0[x]
	ret.32      %r2


 * check-output-end
 */
