int f(int x)
{
	int a, b;

	a = 0;
	b = 7;
	return x + (a || b);
}
/*
 * check-name: optim: || of two constants is folded
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r8 <- %arg1, $1
	ret.32      %r8


 * check-output-end
 */
