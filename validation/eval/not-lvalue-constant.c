static void f(int i)
{
	3 = i;
}
/*
 * check-name: assigning to a constant
 * check-command: sparse $file
 *
 * check-error-start
eval/not-lvalue-constant.c:3:11: error: not an lvalue
 * check-error-end
 */
