static int h(unsigned char *a, char *b)
{
	return a == b;
}
/*
 * check-name: comparing unsigned char * with char *
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-uchar-char.c:3:18: error: incompatible types in comparison expression (different signedness):
eval/compare-uchar-char.c:3:18:    unsigned char *
eval/compare-uchar-char.c:3:18:    char *
 * check-error-end
 */
