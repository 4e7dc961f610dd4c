static long f(int x, char *p)
{
	unsigned long u = (unsigned long)p;
	void *v = (void *)u;
	int *ip = (int *)v;
	long l = (long)ip;
	char *q = (char *)&x;

	p = (char *)-1;
	v = (void *)(u & ~7UL);
	return l + (long)ip + *q + (unsigned long)p;
}
/*
 * check-name: explicit casts between pointers and longs are silent
 * check-command: sparse $file
 */
