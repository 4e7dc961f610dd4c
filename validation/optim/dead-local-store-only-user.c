extern int g(void);

int f(int c)
{
	int a[2];

	a[1] = 1;
	if (c)
		g();
	return 0;
}
/*
 * check-name: the one store to a local nothing reads goes, wherever it is
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	call.32     %r3 <- g
	br          .L2

.L2:
	ret.32      $0


 * check-output-end
 */
