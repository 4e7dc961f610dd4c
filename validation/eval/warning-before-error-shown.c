static int g(int *p)
{
	return p != 0;
}
static int f(int *p, long *l)
{
	return p == l;
}
static int h(int *p)
{
	return p != 0;
}
/*
 * check-name: warnings before the first error are shown
 * check-command: sparse $file
 *
 * check-error-start
eval/warning-before-error-shown.c:3:21: warning: Using plain integer as NULL pointer
eval/warning-before-error-shown.c:7:18: error: incompatible types in comparison expression (different type sizes):
eval/warning-before-error-shown.c:7:18:    int *
eval/warning-before-error-shown.c:7:18:    long *
eval/warning-before-error-shown.c:11:21: warning: Using plain integer as NULL pointer
 * check-error-end
 */
