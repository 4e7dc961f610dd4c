static void f(int i)
{
	i++ = 1;
}
/*
 * check-name: assigning to i++
 * check-command: sparse $file
 *
 * check-error-start
eval/not-lvalue-postinc.c:3:13: error: not an lvalue
 * check-error-end
 */
