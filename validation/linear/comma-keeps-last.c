extern void g(int);

int f(int a)
{
	return g(a), a + 1;
}
/*
 * check-name: linear: a comma expression evaluates the left for its effects, returns the right
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call        g, %arg1
	add.32      %r3 <- %arg1, $1
	ret.32      %r3


 * check-output-end
 */
