int to_int(long *p)
{
	return (int)p;
}

int from_void(void *p)
{
	return (int)p;
}

/*
 * check-name: non size-preserving pointer to integer cast
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-error-start
linear/cast-pointer-to-int-size.c:3:21: warning: non size-preserving pointer to integer cast
 * check-error-end
 *
 * check-output-start
to_int:
.L0:
	<entry-point>
	ptrtu.64    %r2 <- (64) %arg1
	trunc.32    %r3 <- (64) %r2
	ret.32      %r3


from_void:
.L2:
	<entry-point>
	trunc.32    %r6 <- (64) %arg1
	ret.32      %r6


 * check-output-end
 */
