_Bool f(int x)
{
	return x;
}
/*
 * check-name: linear: an int converted to _Bool is 'setne.1 x, 0'
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg1, $0
	ret.1       %r2


 * check-output-end
 */
