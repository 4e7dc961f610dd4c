struct s { int a[4]; };

static unsigned long f(void)
{
	return __builtin_offsetof(struct s, a[1.5]);
}
/*
 * check-name: offsetof with a floating-point index
 * check-command: sparse $file
 *
 * check-error-start
eval/offsetof-float-index.c:5:47: error: non-integer index
 * check-error-end
 */
