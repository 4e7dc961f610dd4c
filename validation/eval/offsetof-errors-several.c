struct s { int a; char c; };

static unsigned long f(void)
{
	return __builtin_offsetof(struct s, nope) +
	       __builtin_offsetof(struct s, a[1]) +
	       __builtin_offsetof(int, a);
}
/*
 * check-name: every bad offsetof in one expression is reported
 * check-command: sparse $file
 *
 * check-error-start
eval/offsetof-errors-several.c:5:45: error: unknown member
eval/offsetof-errors-several.c:6:47: error: expected array
eval/offsetof-errors-several.c:7:40: error: expected structure or union
 * check-error-end
 */
