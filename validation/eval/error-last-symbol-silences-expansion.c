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
/*
 * check-name: an error in the last checked symbol silences all expansion warnings
 * check-command: sparse $file
 *
 * check-error-start
eval/error-last-symbol-silences-expansion.c:8:15: error: incompatible types in comparison expression (different type sizes):
eval/error-last-symbol-silences-expansion.c:8:15:    int *
eval/error-last-symbol-silences-expansion.c:8:15:    long *
 * check-error-end
 */
