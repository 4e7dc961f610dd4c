static int f(int *p, void *v)
{
	return (p == v) + (p < v);
}
/*
 * check-name: < between int * and void * is an error, == is not
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-relational-void-pointer.c:3:30: error: incompatible types in comparison expression (different base types):
eval/compare-relational-void-pointer.c:3:30:    int *
eval/compare-relational-void-pointer.c:3:30:    void *
 * check-error-end
 */
