int f(int c, int a, int b)
{
	if (c > 0)
		return a;
	return b;
}
/*
 * check-name: optim: if/else returning one of two values becomes a select
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setgt.32    %r2 <- %arg1, $0
	select.32   %r4 <- %r2, %arg2, %arg3
	ret.32      %r4


 * check-output-end
 */
