float f(unsigned int u)
{
	return u;
}
/*
 * check-name: linear: unsigned int to float is ucvtf
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ucvtf.32    %r2 <- (32) %arg1
	ret.32      %r2


 * check-output-end
 */
