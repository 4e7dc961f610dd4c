static void f(void)
{
	return 1;
}
/*
 * check-name: return with a value in a void function
 * check-command: sparse $file
 *
 * check-error-start
eval/return-value-in-void.c:3:16: error: return expression in void function
 * check-error-end
 */
