int f(int a)
{
	int x = a + 1;
	int y = x * 2;

	x = y - a;
	return x + y;
}
/*
 * check-name: mem2reg: locals used in one block become the values stored to them
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $1
	mul.32      %r4 <- %r2, $2
	sub.32      %r7 <- %r4, %arg1
	add.32      %r10 <- %r4, %r7
	ret.32      %r10


 * check-output-end
 */
