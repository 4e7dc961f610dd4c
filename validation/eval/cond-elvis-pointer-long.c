static long h(int *p, long l)
{
	return p ?: l;
}
/*
 * check-name: ?: with omitted middle between a pointer and a long
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-elvis-pointer-long.c:3:18: error: incompatible types in conditional expression (different types):
eval/cond-elvis-pointer-long.c:3:18:    int *
eval/cond-elvis-pointer-long.c:3:18:    long
 * check-error-end
 */
