int f(int x)
{
	int a, b;

	a = 0xf0; b = 0x3c;
	return x + (a & b);
}
/*
 * check-name: optim: and of two constants is folded (after the locals holding them are promoted)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r5 <- %arg1, $48
	ret.32      %r5


 * check-output-end
 */
