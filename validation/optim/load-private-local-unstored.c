struct s { int a, b; };

static inline void set(int *p, int v)
{
	*p = v;
}

static inline void set_a(struct s *p, int v)
{
	p->a = v;
	return;
}

int one_path(int c)
{
	int x;

	if (c)
		set(&x, 5);
	return x;
}

int other_member(int c)
{
	struct s s;

	set_a(&s, c);
	return s.b;
}
/*
 * check-name: optim: a load of a local only loads and stores reach: the one value stored on the way, else 0
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
one_path:
.L0:
	<entry-point>
	ret.32      $5


other_member:
.L5:
	<entry-point>
	# call      set_a, %r7, %r8
	ret.32      $0


 * check-output-end
 */
