struct s { int a; };
struct t { struct s s; int b; };
int f(struct s v);
int f(struct s v)
{
	struct s x[2] = { v, v };
	struct t y = { v, 1 };
	struct s z = v;

	return x[0].a + y.b + z.a;
}
/*
 * check-name: a struct member or element from an expression of its type
 * check-command: sparse $file
 */
