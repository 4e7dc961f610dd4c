int f(int *p, int *q, int c)
{
	return *(c ? p : q);
}

/*
 * check-name: a conditional lvalue through pointers
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ptrcast.64  %r3 <- (64) %arg2
	select.64   %r5 <- %arg3, %arg1, %r3
	load.32     %r6 <- 0[%r5]
	ret.32      %r6


 * check-output-end
 */
