static void *f(int c, int *p, long *q)
{
	return c ? p : q;
}
/*
 * check-name: ?: of pointers to different types
 * check-command: sparse $file
 *
 * check-error-start
eval/core/cond-pointer-types.c:3:18: error: incompatible types in conditional expression (different type sizes):
eval/core/cond-pointer-types.c:3:18:    int *
eval/core/cond-pointer-types.c:3:18:    long *
 * check-error-end
 */
