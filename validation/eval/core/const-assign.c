static void f(void)
{
	const int c = 1;

	c = 2;
}
/*
 * check-name: assigning to a const object
 * check-command: sparse $file
 *
 * check-error-start
eval/core/const-assign.c:5:9: error: assignment to const expression
 * check-error-end
 */
