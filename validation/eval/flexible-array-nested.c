struct f { int n; int d[]; };
struct g { int x; struct f a; };
union u { int x; struct f a; };

static int k(struct g *p, union u *q)
{
	return p->x + q->x;
}
/*
 * check-name: -Wflexible-array-nested: a flexible structure inside another
 * check-command: sparse -Wflexible-array-nested $file
 *
 * check-error-start
eval/flexible-array-nested.c:2:28: warning: nested flexible array
eval/flexible-array-nested.c:3:27: warning: nested flexible array
 * check-error-end
 */
