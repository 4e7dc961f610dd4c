#define __user __attribute__((noderef, address_space(__user)))
static int g(int __user *u)
{
	return *u;
}
static int f(int *p, long *l)
{
	if (p == l)
		return 1;
	return 0;
}
int k(void);
/*
 * check-name: a later prototype with external linkage does not end the silence
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/error-prototype-no-reset.c:8:15: error: incompatible types in comparison expression (different type sizes):
eval/error-prototype-no-reset.c:8:15:    int *
eval/error-prototype-no-reset.c:8:15:    long *
 * check-error-end
 */
