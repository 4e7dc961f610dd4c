extern int printf(const char *, ...);

void f(float x, char c)
{
	printf("%f %d", x, c);
}
/*
 * check-name: linear: variadic arguments: float promoted to double, char to int
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	fcvtf.64    %r3 <- (32) %arg1
	sext.32     %r5 <- (8) %arg2
	call.32     %r6 <- printf, "%f %d", %r3, %r5
	ret


 * check-output-end
 */
