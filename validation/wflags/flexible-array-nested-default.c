struct f { int n; int d[]; };
struct g { int x; struct f a; };

static int k(struct g *p)
{
	return p->x;
}
/*
 * check-name: -Wflexible-array-nested is off by default
 * check-command: sparse $file
 */
