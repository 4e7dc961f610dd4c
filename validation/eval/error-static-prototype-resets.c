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
static int h(void);
/*
 * check-name: a later static prototype ends the silence of an earlier error
 * check-command: sparse $file
 *
 * check-error-start
eval/error-static-prototype-resets.c:8:15: error: incompatible types in comparison expression (different type sizes):
eval/error-static-prototype-resets.c:8:15:    int *
eval/error-static-prototype-resets.c:8:15:    long *
eval/error-static-prototype-resets.c:4:17: warning: dereference of noderef expression
 * check-error-end
 */
