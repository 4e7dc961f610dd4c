extern void *memset(void *d, ...);

static void f(void *d, int c)
{
	unsigned long n = 200000;

	memset(d, 0, -1);
	memset(d, 0, (char)-1);
	memset(d, 0, 1ULL << 63);
	memset(d, 0, n);
	memset(d, 0, c ? 200000 : 200001);
}
/*
 * check-name: byte counts as the call passes them
 * check-command: sparse -m64 $file
 *
 * check-error-start
checks/memcpy-max-count-values.c:7:15: warning: memset with byte count of 4294967295
checks/memcpy-max-count-values.c:8:15: warning: memset with byte count of 4294967295
checks/memcpy-max-count-values.c:9:15: warning: memset with byte count of 9223372036854775808
checks/memcpy-max-count-values.c:10:15: warning: memset with byte count of 200000
 * check-error-end
 */
