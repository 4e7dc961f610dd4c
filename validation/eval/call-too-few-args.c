extern int two(int a, int b);

static int f(void)
{
	return two(1);
}
/*
 * check-name: not enough arguments for function
 * check-command: sparse $file
 *
 * check-error-start
eval/call-too-few-args.c:5:19: error: not enough arguments for function two
 * check-error-end
 */
