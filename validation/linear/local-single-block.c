int f(int a)
{
	int x = a;

	x = x * 3;
	x = x + a;
	return x;
}

/*
 * check-name: a local used in one block: loads read the last store
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[x]
	mul.32      %r3 <- %arg1, $3
	store.32    %r3 -> 0[x]
	add.32      %r6 <- %r3, %arg1
	ret.32      %r6


 * check-output-end
 */
