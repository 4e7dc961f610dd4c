int f(_Bool b)
{
	return b + 1;
}
/*
 * check-name: linear: a _Bool in arithmetic is zero-extended from 1 bit
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	zext.32     %r2 <- (1) %arg1
	add.32      %r3 <- %r2, $1
	ret.32      %r3


 * check-output-end
 */
