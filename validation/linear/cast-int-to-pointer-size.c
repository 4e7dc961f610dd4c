int *from_int(int i)
{
	return (int *)i;
}

void *to_void(int i)
{
	return (void *)i;
}

/*
 * check-name: non size-preserving integer to pointer cast
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-error-start
linear/cast-int-to-pointer-size.c:3:23: warning: non size-preserving integer to pointer cast
 * check-error-end
 *
 * check-output-start
from_int:
.L0:
	<entry-point>
	sext.64     %r2 <- (32) %arg1
	utptr.64    %r3 <- (64) %r2
	ret.64      %r3


to_void:
.L2:
	<entry-point>
	sext.64     %r6 <- (32) %arg1
	ret.64      %r6


 * check-output-end
 */
