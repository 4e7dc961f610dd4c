struct s { int a; char c; };

static unsigned long f(void)
{
	return __builtin_offsetof(struct s, a[1]);
}
/*
 * check-name: offsetof indexing a non-array member
 * check-command: sparse $file
 *
 * check-error-start
eval/offsetof-index-non-array.c:5:47: error: expected array
 * check-error-end
 */
