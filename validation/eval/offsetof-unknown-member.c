struct s { int a; char c; };

static unsigned long f(void)
{
	return __builtin_offsetof(struct s, nope);
}
/*
 * check-name: offsetof of a member the struct lacks
 * check-command: sparse $file
 *
 * check-error-start
eval/offsetof-unknown-member.c:5:45: error: unknown member
 * check-error-end
 */
