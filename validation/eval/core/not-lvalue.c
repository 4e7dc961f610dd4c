static void f(int a, int b)
{
	a + b = 1;
}
/*
 * check-name: assigning to a sum
 * check-command: sparse $file
 *
 * check-error-start
eval/core/not-lvalue.c:3:15: error: not an lvalue
 * check-error-end
 */
