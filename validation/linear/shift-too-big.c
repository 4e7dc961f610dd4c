int big(int a)
{
	return a << 32;
}

long fine(long a)
{
	return a << 32;
}

/*
 * check-name: shift too big for the type
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-error-start
linear/shift-too-big.c:3:21: warning: shift too big (32) for type int
 * check-error-end
 *
 * check-output-start
big:
.L0:
	<entry-point>
	shl.32      %r2 <- %arg1, $32
	ret.32      %r2


fine:
.L2:
	<entry-point>
	shl.64      %r5 <- %arg1, $32
	ret.64      %r5


 * check-output-end
 */
