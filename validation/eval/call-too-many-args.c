extern int two(int a, int b);

static int f(void)
{
	return two(1, 2, 3);
}
/*
 * check-name: too many arguments for function
 * check-command: sparse $file
 *
 * check-error-start
eval/call-too-many-args.c:5:19: error: too many arguments for function two
 * check-error-end
 */
