extern int none(void);

static int f(void)
{
	return none(1);
}
/*
 * check-name: arguments to a (void) prototype
 * check-command: sparse $file
 *
 * check-error-start
eval/call-void-proto-args.c:5:20: error: too many arguments for function none
 * check-error-end
 */
