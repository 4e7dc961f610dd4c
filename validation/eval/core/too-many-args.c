extern int g(int);
static int f(void)
{
	return g(1, 2);
}
/*
 * check-name: too many arguments
 * check-command: sparse $file
 *
 * check-error-start
eval/core/too-many-args.c:4:17: error: too many arguments for function g
 * check-error-end
 */
