extern int old();

static int f(void)
{
	return old(1, 2, 3) + old();
}
/*
 * check-name: a () declaration called with arguments
 * check-command: sparse $file
 *
 * check-error-start
eval/call-empty-parens-args.c:5:19: error: too many arguments for function old
 * check-error-end
 */
