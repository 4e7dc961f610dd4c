static void f(int x)
{
	return x;
}
/*
 * check-name: a value returned from a void function
 * check-command: sparse $file
 *
 * check-error-start
eval/core/return-in-void.c:3:16: error: return expression in void function
 * check-error-end
 */
