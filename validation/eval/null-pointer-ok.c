#define NULL ((void *)0)
extern void take(int *p);

static int *f(int *q)
{
	int *p = NULL;

	take(NULL);
	if (!q || q == NULL)
		return (void *)0;
	return p;
}
/*
 * check-name: ((void *)0), NULL and 0 in a condition are silent
 * check-command: sparse $file
 */
