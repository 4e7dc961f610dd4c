int twice(volatile int *p)
{
	return *p + *p;
}

/*
 * check-name: volatile accesses are kept
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
twice:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	load.32     %r4 <- 0[%arg1]
	add.32      %r5 <- %r2, %r4
	ret.32      %r5


 * check-output-end
 */
