#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef int __bitwise suspend_state_t;
#define PM_SUSPEND_TO_IDLE ((__force suspend_state_t) 1)
extern void trace(const char *name, int val, _Bool start);

static void f(void)
{
	trace("machine_suspend", PM_SUSPEND_TO_IDLE, 1);
}
/*
 * check-name: a restricted constant passed as int
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-constant-arg.c:9:34: warning: incorrect type in argument 2 (different base types)
eval/restricted-constant-arg.c:9:34:    expected int val
eval/restricted-constant-arg.c:9:34:    got restricted suspend_state_t [usertype]
 * check-error-end
 */
