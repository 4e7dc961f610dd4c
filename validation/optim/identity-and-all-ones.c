int f(int x)
{
	return x & ~0;
}
/*
 * check-name: optim: x & ~0 is x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
