int f(int a)
{
	int x = a;

	if (a)
		x = 3;
	return x;
}
/*
 * check-name: -fno-linearize changes nothing, as sparse
 * check-command: test-linearize -Wno-decl -fno-linearize $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	select.32   %r6(x) <- %arg1, $3, %arg1
	ret.32      %r6(x)


 * check-output-end
 */
