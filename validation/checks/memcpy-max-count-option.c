extern void *memset(void *d, ...);

static void f(void *d)
{
	memset(d, 0, 10);
	memset(d, 0, 11);
	memset(d, 0, 200000);
}
/*
 * check-name: -fmemcpy-max-count=N sets the limit
 * check-command: sparse -fmemcpy-max-count=10 $file
 *
 * check-error-start
checks/memcpy-max-count-option.c:6:15: warning: memset with byte count of 11
checks/memcpy-max-count-option.c:7:15: warning: memset with byte count of 200000
 * check-error-end
 */
