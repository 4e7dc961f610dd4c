int f(int x)
{
	return - -x;
}
/*
 * check-name: optim: -(-x) is x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
