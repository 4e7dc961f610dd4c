unsigned int f(unsigned int x)
{
	unsigned int a, b;

	a = 0x80000000u; b = 28;
	return x + (a >> b);
}
/*
 * check-name: optim: lsr of two constants is folded (after the locals holding them are promoted)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r5 <- %arg1, $8
	ret.32      %r5


 * check-output-end
 */
