int f(int x)
{
	return x - 5;
}
/*
 * check-name: optim: x - c becomes x + (-c)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $0xfffffffb
	ret.32      %r2


 * check-output-end
 */
