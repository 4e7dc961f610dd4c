int f(volatile int *p, int x)
{
	int unused = *p;

	return x;
}
/*
 * check-name: optim: a volatile load whose value is unused stays
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	ret.32      %arg2


 * check-output-end
 */
