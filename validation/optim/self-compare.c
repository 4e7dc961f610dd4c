int f(int x)
{
	return (x <= x) + (x < x);
}
/*
 * check-name: optim: x <= x is 1, x < x is 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      $1


 * check-output-end
 */
