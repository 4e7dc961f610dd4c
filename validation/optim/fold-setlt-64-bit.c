int f(int x)
{
	long a, b;

	a = 0xfffffffdL;
	b = 5;
	return x + (a < b);
}
/*
 * check-name: optim: a signed compare of two long constants is done in 64 bits
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
