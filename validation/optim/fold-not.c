int f(int x)
{
	int a;

	a = 5;
	return x + ~a;
}
/*
 * check-name: optim: ~ of a constant is folded
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r4 <- %arg1, $0xfffffffa
	ret.32      %r4


 * check-output-end
 */
