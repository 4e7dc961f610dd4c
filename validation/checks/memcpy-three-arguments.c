extern void *memcpy(void *d, const void *s, unsigned long n);
extern void *memset(void *d, int c, unsigned long n);

/* The third argument is not the one sparse checks. */
static void f(void *d, void *s)
{
	memcpy(d, s, 1000000);
	memset(d, 0, 1000000);
	__builtin_memcpy(d, s, 1000000);
	__builtin_memset(d, 0, 1000000);
}
/*
 * check-name: a byte count in the third argument is not checked
 */
