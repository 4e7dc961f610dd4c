extern void *memset(void *d, ...);

static inline void clear(void *d, unsigned long n)
{
	memset(d, 0, n);
}

static void f(void *d)
{
	clear(d, 300000);
	clear(d, 3);
}
/*
 * check-name: byte count known after inlining
 *
 * check-error-start
checks/memcpy-max-count-inline.c:5:15: warning: memset with byte count of 300000
 * check-error-end
 */
