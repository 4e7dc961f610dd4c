int f(int x)
{
	int a, b;

	a = 4; b = 4;
	return x + (a != b);
}
/*
 * check-name: optim: setne of two constants is folded (after the locals holding them are promoted)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      %arg1


 * check-output-end
 */
