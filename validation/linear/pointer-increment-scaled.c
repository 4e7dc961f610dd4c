long *f(long *p)
{
	return ++p;
}
/*
 * check-name: linear: ++ of a long pointer adds 8
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.64      %r2 <- %arg1, $8
	ret.64      %r2


 * check-output-end
 */
