int f(int x)
{
	return x - x;
}
/*
 * check-name: optim: x - x is 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
