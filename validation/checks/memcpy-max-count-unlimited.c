extern void *memset(void *d, ...);

static void f(void *d)
{
	memset(d, 0, 10);
	memset(d, 0, 11);
	memset(d, 0, 200000);
}
/*
 * check-name: -fmemcpy-max-count=0 is no limit
 * check-command: sparse -fmemcpy-max-count=0 $file
 */
