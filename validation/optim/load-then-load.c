int f(int *p)
{
	int a = *p;
	int b = *p;

	return a + b;
}
/*
 * check-name: optim: a second load of the same address is the first load's value
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	add.32      %r7 <- %r2, %r2
	ret.32      %r7


 * check-output-end
 */
