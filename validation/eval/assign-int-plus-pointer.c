static void f(int x, int *p)
{
	x += p;
}
/*
 * check-name: int += pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-int-plus-pointer.c:3:11: error: invalid assignment
 * check-error-end
 */
