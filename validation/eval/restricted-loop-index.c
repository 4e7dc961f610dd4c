#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef int __bitwise suspend_state_t;
#define PM_SUSPEND_MIN ((__force suspend_state_t) 1)
#define PM_SUSPEND_MEM ((__force suspend_state_t) 3)
#define PM_SUSPEND_MAX ((__force suspend_state_t) 4)
extern const char *states[];

static int f(void)
{
	suspend_state_t i;
	int n = 0;

	for (i = PM_SUSPEND_MIN; i < PM_SUSPEND_MAX; i++) {
		if (i >= PM_SUSPEND_MEM)
			continue;
		if (states[i])
			n++;
	}
	return n;
}
/*
 * check-name: a restricted type used as loop counter and array index
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-loop-index.c:14:34: warning: restricted suspend_state_t degrades to integer
eval/restricted-loop-index.c:14:38: warning: restricted suspend_state_t degrades to integer
eval/restricted-loop-index.c:15:21: warning: restricted suspend_state_t degrades to integer
eval/restricted-loop-index.c:15:26: warning: restricted suspend_state_t degrades to integer
eval/restricted-loop-index.c:17:28: warning: restricted suspend_state_t degrades to integer
eval/restricted-loop-index.c:14:55: warning: restricted suspend_state_t degrades to integer
 * check-error-end
 */
