static int g[2][4];
int foo(int **);
int initializer(void)
{
	int l = 5;
	int *a[2][3] = {{&l, &g[1][1], &g[0][2]}, {&g[1][0], &l, &g[1][1]}};
	return foo(a[0]);
}
/*
 * check-name: optim: (x + $a) + $b leaves x + (a + b) and the inner add goes at once; x + 0 stays x
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
initializer:
.L0:
	<entry-point>
	store.32    $5 -> 0[l]
	store.384   $0 -> 0[a]
	store.64    l -> 0[a]
	add.64      %r4 <- g, $20
	store.64    %r4 -> 8[a]
	add.64      %r7 <- g, $8
	store.64    %r7 -> 16[a]
	add.64      %r9 <- g, $16
	store.64    %r9 -> 24[a]
	store.64    l -> 32[a]
	store.64    %r4 -> 40[a]
	call.32     %r17 <- foo, a
	ret.32      %r17


 * check-output-end
 */
