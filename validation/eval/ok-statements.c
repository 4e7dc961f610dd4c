#define NULL ((void *)0)
struct s { int a; };

static int f(struct s *p, int n, double d, int *q)
{
	for (int i = 0; i < n; i++)
		p[i].a = i;
	do {
		n--;
	} while (n);
	while (n > 0)
		n--;
	for (;;)
		break;
	switch (n) {
	default:
		;
	}
	if (p)
		;
	else
		return 0;
	while (d)
		d = 0;
	for (; q; q = NULL)
		;
	return ({ 1; });
}
/*
 * check-name: loops, switch, if/else and statement expressions are silent
 * check-command: sparse $file
 */
