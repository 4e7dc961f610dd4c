#define __user __attribute__((noderef, address_space(__user)))
static int x;
static char c[] = ("def");

static unsigned long f(int a, int *p, int __user *u)
{
	int x = a;
	unsigned int *q = p;
	int *k = (int *)u;

	return sizeof(_Bool) + sizeof(void) + x + *q + *k;
}
/*
 * check-name: -Wsparse-all turns on the warnings that are off by default
 * check-command: sparse -Wsparse-all $file
 *
 * check-error-start
wflags/sparse-all.c:7:13: warning: symbol 'x' shadows an earlier one
wflags/sparse-all.c:2:12: originally declared here
wflags/sparse-all.c:3:20: warning: array initialized from parenthesized string constant
wflags/sparse-all.c:8:27: warning: incorrect type in initializer (different signedness)
wflags/sparse-all.c:8:27:    expected unsigned int *q
wflags/sparse-all.c:8:27:    got int *p
wflags/sparse-all.c:9:19: warning: cast removes address space '__user' of expression
wflags/sparse-all.c:11:16: warning: expression using sizeof _Bool
wflags/sparse-all.c:11:32: warning: expression using sizeof(void)
 * check-error-end
 */
