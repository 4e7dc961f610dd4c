unsigned int f(unsigned int x)
{
	unsigned int a, b;

	a = -3; b = 5;
	return x + (a < b);
}
/*
 * check-name: optim: setb of two constants is folded (after the locals holding them are promoted)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
