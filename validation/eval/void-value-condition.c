static void f(void)
{
}
static int n(void)
{
	if (f())
		return 1;
	return 0;
}
/*
 * check-name: a void call as condition
 * check-command: sparse $file
 *
 * check-error-start
eval/void-value-condition.c:6:14: error: non-scalar type in conditional:
eval/void-value-condition.c:6:14:    void
 * check-error-end
 */
