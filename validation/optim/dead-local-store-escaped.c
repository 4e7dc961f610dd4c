extern void use(int *);
extern int g(void);

int after_last_call(void)
{
	int x;

	use(&x);
	x = 1;
	return 0;
}

int before_a_call(void)
{
	int x;

	use(&x);
	x = 1;
	g();
	return 0;
}
/*
 * check-name: a store to a local whose address is out is dead when no call nor load through a pointer follows before the exit
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
after_last_call:
.L0:
	<entry-point>
	call        use, x
	ret.32      $0


before_a_call:
.L2:
	<entry-point>
	call        use, x
	store.32    $1 -> 0[x]
	call.32     %r4 <- g
	ret.32      $0


 * check-output-end
 */
