struct s { int a[4]; };
static unsigned long f(int *p)
{
	return __builtin_offsetof(struct s, a[p]);
}
/*
 * check-name: a pointer as an offsetof index
 * check-command: sparse $file
 *
 * check-error-start
eval/core/offsetof-non-integer-index.c:4:47: error: non-integer index
 * check-error-end
 */
