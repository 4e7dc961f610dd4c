unsigned char f(float x)
{
	return x;
}
/*
 * check-name: linear: float to unsigned char is fcvtu.8
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	fcvtu.8     %r2 <- (32) %arg1
	ret.8       %r2


 * check-output-end
 */
