static int f(int *p, long *l)
{
	return p == l;
}
static int g(int *p)
{
	return p != 0;
}
/*
 * check-name: after an error, later warnings of the phase are not shown
 * check-command: sparse $file
 *
 * check-error-start
eval/error-silences-warnings.c:3:18: error: incompatible types in comparison expression (different type sizes):
eval/error-silences-warnings.c:3:18:    int *
eval/error-silences-warnings.c:3:18:    long *
eval/error-silences-warnings.c:7:21: warning: Using plain integer as NULL pointer
 * check-error-end
 */
