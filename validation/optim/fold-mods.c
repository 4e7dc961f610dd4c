int f(int x)
{
	int a, b;

	a = -17; b = 5;
	return x + (a % b);
}
/*
 * check-name: optim: mods of two constants is folded (after the locals holding them are promoted)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r5 <- %arg1, $0xfffffffe
	ret.32      %r5


 * check-output-end
 */
