int f(int c, int a)
{
	return c ? a : a;
}
/*
 * check-name: optim: 'c ? a : a' is a
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg2


 * check-output-end
 */
