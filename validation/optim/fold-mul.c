int f(int x)
{
	int a, b;

	a = 6; b = 7;
	return x + (a * b);
}
/*
 * check-name: optim: mul of two constants is folded (after the locals holding them are promoted)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r5 <- %arg1, $42
	ret.32      %r5


 * check-output-end
 */
