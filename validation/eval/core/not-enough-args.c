extern int g(int, int);
static int f(void)
{
	return g(1);
}
/*
 * check-name: not enough arguments
 * check-command: sparse $file
 *
 * check-error-start
eval/core/not-enough-args.c:4:17: error: not enough arguments for function g
 * check-error-end
 */
