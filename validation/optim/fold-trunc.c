int f(int x)
{
	int a;

	a = 0x1234;
	return x + (signed char)a;
}
/*
 * check-name: optim: a truncation of a constant (then its sign extension) is folded
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r5 <- %arg1, $52
	ret.32      %r5


 * check-output-end
 */
