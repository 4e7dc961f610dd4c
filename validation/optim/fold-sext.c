long f(long x)
{
	int a;

	a = -3;
	return x + a;
}
/*
 * check-name: optim: a sign extension of a constant is folded to a 64-bit constant
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.64      %r4 <- %arg1, $-3
	ret.64      %r4


 * check-output-end
 */
