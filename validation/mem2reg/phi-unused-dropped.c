int f(int c, int a)
{
	int x = 0;

	if (c)
		x = a;
	return a;
}
/*
 * check-name: mem2reg: a variable set in a branch but never read leaves nothing
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg2


 * check-output-end
 */
