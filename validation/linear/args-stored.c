int add(int a, int b)
{
	return a + b;
}

/*
 * check-name: arguments are promoted out of memory
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
add:
.L0:
	<entry-point>
	add.32      %r3 <- %arg1, %arg2
	ret.32      %r3


 * check-output-end
 */
