static inline int sq(int x)
{
	return x * x;
}

int (*fp)(int) = sq;

int f(int a)
{
	return a + 1;
}

/*
 * check-name: an inline function whose address is taken comes last
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $1
	ret.32      %r2


sq:
.L2:
	<entry-point>
	mul.32      %r6 <- %arg1, %arg1
	ret.32      %r6


 * check-output-end
 */
