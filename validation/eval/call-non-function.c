static int f(int i)
{
	return i();
}
/*
 * check-name: calling an int
 * check-command: sparse $file
 *
 * check-error-start
eval/call-non-function.c:3:17: error: not a function i
 * check-error-end
 */
