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
 * check-name: -Wsparse-all followed by -Wno-FLAG turns FLAG off again
 * check-command: sparse -Wsparse-all -Wno-shadow -Wno-typesign -Wno-cast-from-as $file
 *
 * check-error-start
wflags/sparse-all-no.c:3:20: warning: array initialized from parenthesized string constant
wflags/sparse-all-no.c:9:19: warning: cast removes address space '__user' of expression
wflags/sparse-all-no.c:11:16: warning: expression using sizeof _Bool
wflags/sparse-all-no.c:11:32: warning: expression using sizeof(void)
 * check-error-end
 */
