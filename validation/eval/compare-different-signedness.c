static int j(unsigned *a, int *b)
{
	return a == b;
}
/*
 * check-name: comparing unsigned int * with int * is an error
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-different-signedness.c:3:18: error: incompatible types in comparison expression (different signedness):
eval/compare-different-signedness.c:3:18:    unsigned int *
eval/compare-different-signedness.c:3:18:    int *
 * check-error-end
 */
