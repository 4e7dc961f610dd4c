static int f(int *p, long *l)
{
	return p == l;
}
/*
 * check-name: comparing int * with long *
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-different-type-sizes.c:3:18: error: incompatible types in comparison expression (different type sizes):
eval/compare-different-type-sizes.c:3:18:    int *
eval/compare-different-type-sizes.c:3:18:    long *
 * check-error-end
 */
