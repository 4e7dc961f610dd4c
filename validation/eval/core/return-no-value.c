static int f(void)
{
	return;
}
/*
 * check-name: no value returned from an int function
 * check-command: sparse $file
 *
 * check-error-start
eval/core/return-no-value.c:3:9: error: return with no return value
 * check-error-end
 */
