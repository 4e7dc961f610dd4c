static int l(int **a, void **b)
{
	return a == b;
}
/*
 * check-name: comparing int ** with void **
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-void-pointer-pointer.c:3:18: error: incompatible types in comparison expression (different base types):
eval/compare-void-pointer-pointer.c:3:18:    int **
eval/compare-void-pointer-pointer.c:3:18:    void **
 * check-error-end
 */
