int f(int x)
{
	int z;

	z = 0;
	return x & z;
}
/*
 * check-name: optim: x & 0 is 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
