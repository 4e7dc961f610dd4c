unsigned int f(unsigned int x)
{
	unsigned int a, b;

	a = 4000000000u; b = 3;
	return x + (a / b);
}
/*
 * check-name: optim: divu of two constants is folded (after the locals holding them are promoted)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r5 <- %arg1, $0x4f790d55
	ret.32      %r5


 * check-output-end
 */
