static void *f(int c, int *p, int i)
{
	return c ? p : i;
}
/*
 * check-name: ?: between a pointer and an int variable
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-pointer-int.c:3:18: error: incompatible types in conditional expression (different types):
eval/cond-pointer-int.c:3:18:    int *
eval/cond-pointer-int.c:3:18:    int
 * check-error-end
 */
