static inline int sq(int x)
{
	return x * x;
}

int f(int a)
{
	return sq(a + 1);
}

/*
 * check-name: an inlined call and its marker
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $1
	mul.32      %r5 <- %r2, %r2
	# call      %r6 <- sq, %r2
	ret.32      %r5


 * check-output-end
 */
