int counter;

int get(void)
{
	return counter;
}

/*
 * check-name: a global is loaded from its symbol
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
get:
.L0:
	<entry-point>
	load.32     %r1 <- 0[counter]
	ret.32      %r1


 * check-output-end
 */
