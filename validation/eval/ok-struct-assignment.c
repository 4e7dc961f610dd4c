struct s { int a; };
union u { int a; };
static struct s g;
static union u ua, ub;

static void f(int x)
{
	struct s l;
	struct s *p = &g;

	l = g;
	g = (struct s){ x };
	*p = l;
	ua = ub;
}
/*
 * check-name: struct and union assignment between the same types is silent
 * check-command: sparse $file
 */
