static void *f(int c, int *p, long *q)
{
	return c ? p : q;
}
/*
 * check-name: ?: between int * and long *
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-different-type-sizes.c:3:18: error: incompatible types in conditional expression (different type sizes):
eval/cond-different-type-sizes.c:3:18:    int *
eval/cond-different-type-sizes.c:3:18:    long *
 * check-error-end
 */
