extern int g(void);

int f(int c)
{
	int a[2];

	if (c) {
		a[0] = 1;
		a[1] = 2;
	}
	g();
	return 0;
}
/*
 * check-name: a store to a local is dead when the blocks of one child after it reach the exit without a load
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r3 <- g
	ret.32      $0


 * check-output-end
 */
