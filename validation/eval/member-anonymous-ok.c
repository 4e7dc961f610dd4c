struct s {
	int a;
	union {
		int b;
		struct {
			short c, d;
		};
	};
};

static int f(struct s *p)
{
	return p->a + p->b + p->c + p->d;
}
/*
 * check-name: members of anonymous structs and unions are found
 * check-command: sparse $file
 */
