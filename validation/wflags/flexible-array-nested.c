struct f { int n; int d[]; };
struct g { int x; struct f a; };

static int k(struct g *p)
{
	return p->x;
}
/*
 * check-name: -Wflexible-array-nested turns it on
 * check-command: sparse -Wflexible-array-nested $file
 *
 * check-error-start
wflags/flexible-array-nested.c:2:28: warning: nested flexible array
 * check-error-end
 */
