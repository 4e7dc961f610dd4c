int f(int x)
{
	int z;

	z = 0;
	return x + z;
}
/*
 * check-name: optim: x + 0 is x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
