extern int var(int a, ...);

static int f(void)
{
	return var();
}
/*
 * check-name: a variadic function still needs its fixed arguments
 * check-command: sparse $file
 *
 * check-error-start
eval/call-variadic-too-few.c:5:19: error: not enough arguments for function var
 * check-error-end
 */
