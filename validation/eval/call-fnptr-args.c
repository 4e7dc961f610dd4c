static int (*fp)(int);

static int f(void)
{
	return fp(1, 2) + (*fp)();
}
/*
 * check-name: argument count through function pointers
 * check-command: sparse $file
 *
 * check-error-start
eval/call-fnptr-args.c:5:18: error: too many arguments for function fp
eval/call-fnptr-args.c:5:32: error: not enough arguments for function <noident>
 * check-error-end
 */
