int f(int a)
{
	return a < 0 ? -1 : a > 0 ? 1 : 0;
}
/*
 * check-name: linear: nested ternaries of constants become selects
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	setgt.32    %r3 <- %arg1, $0
	setge.32    %r5 <- %arg1, $0
	select.32   %r6 <- %r5, %r3, $0xffffffff
	ret.32      %r6


 * check-output-end
 */
