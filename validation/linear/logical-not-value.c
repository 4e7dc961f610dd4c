int f(long x)
{
	return !x;
}
/*
 * check-name: linear: !x of a long is 'seteq x, 0'
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	seteq.32    %r2 <- %arg1, $0
	ret.32      %r2


 * check-output-end
 */
