static void *f(int c, int *p)
{
	return c ? p : 1;
}
/*
 * check-name: ?: of a pointer and a non-zero int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/cond-pointer-int.c:3:18: error: incompatible types in conditional expression (different types):
eval/core/cond-pointer-int.c:3:18:    int *
eval/core/cond-pointer-int.c:3:18:    int
 * check-error-end
 */
