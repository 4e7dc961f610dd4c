int f(int x, int y)
{
	int unused = x * y + 7;

	return x;
}
/*
 * check-name: optim: a computation whose value is never used is removed
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
