extern void *memcpy(void *d, const void *s, unsigned long n);
extern void *memset(void *d, int c, unsigned long n);

/* The third argument is the one sparse checks; not for the builtins. */
static void f(void *d, void *s)
{
	memcpy(d, s, 1000000);
	memset(d, 0, 1000000);
	__builtin_memcpy(d, s, 1000000);
	__builtin_memset(d, 0, 1000000);
}
/*
 * check-name: a byte count in the third argument is checked, as upstream's sparse of 2024 (0.6.4 took the fourth)
 *
 * check-error-start
checks/memcpy-three-arguments.c:7:15: warning: memcpy with byte count of 1000000
checks/memcpy-three-arguments.c:8:15: warning: memset with byte count of 1000000
 * check-error-end
 */
