int f(int *p, int *q)
{
	return p < q;
}
/*
 * check-name: linear: pointers compare unsigned
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setb.32     %r3 <- %arg1, %arg2
	ret.32      %r3


 * check-output-end
 */
