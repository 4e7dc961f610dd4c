long f(long x)
{
	unsigned int a;

	a = 0xfffffffd;
	return x + a;
}
/*
 * check-name: optim: a zero extension of a constant is folded
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.64      %r4 <- %arg1, $0xfffffffd
	ret.64      %r4


 * check-output-end
 */
