static int f(int *p, long *l)
{
	int *q = 0;
	int r = p == l;
	int *s = 0;

	return r + !q + !s;
}
static int *g(void)
{
	return 0;
}
/*
 * check-name: after an error, the warnings of the rest of that function are not shown
 * check-command: sparse $file
 *
 * check-error-start
eval/error-silences-rest-of-function.c:3:18: warning: Using plain integer as NULL pointer
eval/error-silences-rest-of-function.c:4:19: error: incompatible types in comparison expression (different type sizes):
eval/error-silences-rest-of-function.c:4:19:    int *
eval/error-silences-rest-of-function.c:4:19:    long *
eval/error-silences-rest-of-function.c:11:16: warning: Using plain integer as NULL pointer
 * check-error-end
 */
