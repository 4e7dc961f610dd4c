static int f(unsigned char *a, char *b, signed char *c)
{
	return (a == b) + (c == b);
}
static char x = 200;
static char y = -1;
/*
 * check-name: -funsigned-char: plain char pointers match unsigned char pointers
 * check-command: sparse -funsigned-char $file
 *
 * check-error-start
eval/unsigned-char-compare.c:3:30: error: incompatible types in comparison expression (different signedness):
eval/unsigned-char-compare.c:3:30:    signed char *
eval/unsigned-char-compare.c:3:30:    char *
 * check-error-end
 */
