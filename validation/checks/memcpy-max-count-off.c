extern void *memset(void *d, ...);

static void f(void *d)
{
	memset(d, 0, 10);
	memset(d, 0, 11);
	memset(d, 0, 200000);
}
/*
 * check-name: -Wno-memcpy-max-count
 * check-command: sparse -Wno-memcpy-max-count $file
 */
