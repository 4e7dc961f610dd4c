#define __user __attribute__((noderef, address_space(__user)))
static int f(int *p, long *l)
{
	if (p == l)
		return 1;
	return 0;
}
static int g(int __user *u)
{
	return *u;
}
static char c = 0x1ff;
/*
 * check-name: an error in an earlier symbol leaves expansion warnings on
 * check-command: sparse $file
 *
 * check-error-start
eval/error-earlier-symbol-keeps-expansion.c:4:15: error: incompatible types in comparison expression (different type sizes):
eval/error-earlier-symbol-keeps-expansion.c:4:15:    int *
eval/error-earlier-symbol-keeps-expansion.c:4:15:    long *
eval/error-earlier-symbol-keeps-expansion.c:10:17: warning: dereference of noderef expression
eval/error-earlier-symbol-keeps-expansion.c:12:17: warning: cast truncates bits from constant value (1ff becomes ff)
 * check-error-end
 */
