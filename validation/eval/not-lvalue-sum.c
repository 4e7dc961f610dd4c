static void f(int i)
{
	i + 1 = 2;
}
/*
 * check-name: assigning to a sum
 * check-command: sparse $file
 *
 * check-error-start
eval/not-lvalue-sum.c:3:15: error: not an lvalue
 * check-error-end
 */
