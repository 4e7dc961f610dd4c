#define NULL ((void *)0)

static int f(int *p, void *v, const int *c, int *q)
{
	int r = 0;

	r += p == v;
	r += p == c;
	r += p < q;
	r += p >= c;
	r += p == (int *)0;
	r += p != NULL;
	r += NULL == p;
	r += !p;
	return r;
}
/*
 * check-name: comparing compatible pointers, void * and null pointers is silent
 * check-command: sparse $file
 */
