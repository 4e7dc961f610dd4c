struct f { int n; int d[]; };

static int g(struct f *p, int i)
{
	return p->d[i] + p->n + sizeof(p->n);
}
static struct f *h(struct f *p)
{
	return p + 0;
}
/*
 * check-name: a flexible array member used through pointers is silent
 * check-command: sparse -Wflexible-array-sizeof -Wflexible-array-nested $file
 */
