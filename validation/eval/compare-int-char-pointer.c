static int f(int *p, char *c)
{
	return p == c;
}
/*
 * check-name: comparing int * with char *
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-int-char-pointer.c:3:18: error: incompatible types in comparison expression (different type sizes):
eval/compare-int-char-pointer.c:3:18:    int *
eval/compare-int-char-pointer.c:3:18:    char *
 * check-error-end
 */
