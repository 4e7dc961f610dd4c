struct pair { int a, b; };

int f(int p, int q)
{
	struct pair s;

	s.a = p;
	s.b = q;
	return s.a + s.b;
}
/*
 * check-name: mem2reg: a struct of two members stays in memory
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[s]
	store.32    %arg2 -> 4[s]
	load.32     %r3 <- 0[s]
	load.32     %r4 <- 4[s]
	add.32      %r5 <- %r3, %r4
	ret.32      %r5


 * check-output-end
 */
