int f(int a, int b)
{
	int x = a * b;
	int y = a * b;

	return x - y + (a * b);
}
/*
 * check-name: optim: the same product computed three times is computed once
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	mul.32      %r3 <- %arg1, %arg2
	ret.32      %r3


 * check-output-end
 */
