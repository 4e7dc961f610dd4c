extern int g(void);

int f(int c)
{
	int a[2];

	a[0] = 1;
	a[1] = 2;
	if (c)
		g();
	a[0] = 3;
	return 0;
}
/*
 * check-name: stores to a local nothing reads stay before a block of two children (the one after, to the exit, goes)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    $1 -> 0[a]
	store.32    $2 -> 4[a]
	cbr         %arg1, .L1, .L2

.L1:
	call.32     %r3 <- g
	br          .L2

.L2:
	ret.32      $0


 * check-output-end
 */
