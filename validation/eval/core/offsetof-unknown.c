struct s { int a; };
static unsigned long f(void)
{
	return __builtin_offsetof(struct s, b);
}
/*
 * check-name: __builtin_offsetof of an unknown member
 * check-command: sparse $file
 *
 * check-error-start
eval/core/offsetof-unknown.c:4:45: error: unknown member
 * check-error-end
 */
