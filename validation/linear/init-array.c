extern void use(int *);

void f(void)
{
	int v[4] = { 1, 2, [3] = 7 };

	use(v);
}

/*
 * check-name: an array initializer: zero, then each entry at its offset
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.128   $0 -> 0[v]
	store.32    $1 -> 0[v]
	store.32    $2 -> 4[v]
	store.32    $7 -> 12[v]
	symaddr.64  %r1 <- v
	call        use, %r1
	ret


 * check-output-end
 */
