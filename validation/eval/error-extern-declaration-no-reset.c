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
extern int x;
/*
 * check-name: a later extern declaration does not end the silence
 * check-command: sparse $file
 *
 * check-error-start
eval/error-extern-declaration-no-reset.c:8:15: error: incompatible types in comparison expression (different type sizes):
eval/error-extern-declaration-no-reset.c:8:15:    int *
eval/error-extern-declaration-no-reset.c:8:15:    long *
 * check-error-end
 */
