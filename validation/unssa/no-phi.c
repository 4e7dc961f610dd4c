int plain(int a, int b)
{
	int r = a * b;

	return r + 1;
}
/*
 * check-name: unssa: a function without phi-nodes is printed as test-linearize prints it
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start


.globl plain
plain:
.L0
	<entry-point>
	mul.32      %r3 <- %arg1, %arg2
	add.32      %r5 <- %r3, $1
	ret.32      %r5

 * check-output-end
 */
