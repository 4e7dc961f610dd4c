static inline int ignore(int a)
{
	return 0;
}

int f(int *p)
{
	int x = p[10];

	if (ignore(x))
		return 1;
	return p[10];
}
/*
 * check-name: optim: a load takes the value of an earlier one nothing uses (loads are done before dead code goes)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 40[%arg1]
	# call      %r4 <- ignore, %r3
	ret.32      %r2


 * check-output-end
 */
