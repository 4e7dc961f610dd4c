int f(int a)
{
	int x = a;

	if (a)
		x = 3;
	return x;
}
/*
 * check-name: -fdump-ir= with no pass: the final IR, as without it
 * check-command: test-linearize -Wno-decl -fdump-ir= $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	select.32   %r6(x) <- %arg1, $3, %arg1
	ret.32      %r6(x)


 * check-output-end
 */
