extern void *memset(void *d, ...);

static void f(void *d)
{
	memset(d, 0, 1, 10);
	memset(d, 0, 1, 11);
	memset(d, 0, 1, 200000);
}
/*
 * check-name: -Wno-memcpy-max-count
 * check-command: sparse -Wno-memcpy-max-count $file
 */
