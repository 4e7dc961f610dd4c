int f(int x)
{
	int one;

	one = 1;
	return x * one;
}
/*
 * check-name: optim: x * 1 is x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
