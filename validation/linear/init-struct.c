struct point { int x, y; long z; };
extern void use(struct point *);

void f(int a)
{
	struct point p = { .y = a, .z = 3 };

	use(&p);
}

/*
 * check-name: a struct initializer: zero, then each member
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.128   $0 -> 0[p]
	store.32    %arg1 -> 4[p]
	store.64    $3 -> 8[p]
	symaddr.64  %r2 <- p
	call        use, %r2
	ret


 * check-output-end
 */
