int f(int x)
{
	int n;

	n = 0;
	return (x << n) + (x >> n);
}
/*
 * check-name: optim: x << 0 and x >> 0 are x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r7 <- %arg1, %arg1
	ret.32      %r7


 * check-output-end
 */
