int f(unsigned char c)
{
	int x = c;

	return x == 0;
}
/*
 * check-name: optim: a zero-extended char compared with 0 is the char compared with 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	seteq.32    %r4 <- %arg1, $0
	ret.32      %r4


 * check-output-end
 */
