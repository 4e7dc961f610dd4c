int f(int x)
{
	int a, b;

	a = 2;
	b = 0;
	return x + (a && b);
}
/*
 * check-name: optim: && of two constants is folded
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
