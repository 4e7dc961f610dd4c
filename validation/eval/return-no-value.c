static int f(void)
{
	return;
}
/*
 * check-name: return without a value in an int function
 * check-command: sparse $file
 *
 * check-error-start
eval/return-no-value.c:3:9: error: return with no return value
 * check-error-end
 */
