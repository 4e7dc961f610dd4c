_Bool f(int *p)
{
	return p;
}
/*
 * check-name: linear: a pointer converted to _Bool is 'setne.1 p, 0'
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
