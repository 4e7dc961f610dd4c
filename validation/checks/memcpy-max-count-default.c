extern void *memset(void *d, ...);
extern void *memcpy(void *d, ...);
extern unsigned long copy_from_user(void *d, ...);
extern unsigned long copy_to_user(void *d, ...);

/* As sparse, the byte count is the fourth argument. */
static void f(void *d, void *s)
{
	memset(d, 0, 100000);
	memset(d, 0, 100001);
	memcpy(d, s, 200000);
	copy_from_user(d, s, 200000);
	copy_to_user(d, s, 200000);
}
/*
 * check-name: byte count above the default -fmemcpy-max-count
 *
 * check-error-start
checks/memcpy-max-count-default.c:10:15: warning: memset with byte count of 100001
checks/memcpy-max-count-default.c:11:15: warning: memcpy with byte count of 200000
checks/memcpy-max-count-default.c:12:23: warning: copy_from_user with byte count of 200000
checks/memcpy-max-count-default.c:13:21: warning: copy_to_user with byte count of 200000
 * check-error-end
 */
