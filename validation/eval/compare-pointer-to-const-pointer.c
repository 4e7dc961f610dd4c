static int k(int **a, const int **b)
{
	return a == b;
}
/*
 * check-name: comparing int ** with const int **
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-pointer-to-const-pointer.c:3:18: error: incompatible types in comparison expression (different modifiers):
eval/compare-pointer-to-const-pointer.c:3:18:    int **
eval/compare-pointer-to-const-pointer.c:3:18:    int const **
 * check-error-end
 */
