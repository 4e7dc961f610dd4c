int f(int a)
{
	int x = a;

	if (a)
		x = 3;
	return x;
}
/*
 * check-name: -fPASS-enable is -fPASS
 * check-command: test-linearize -Wno-decl -fno-optim -foptim-enable $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	select.32   %r6(x) <- %arg1, $3, %arg1
	ret.32      %r6(x)


 * check-output-end
 */
