static void f(int *p)
{
	p *= 2;
}
/*
 * check-name: *= on a pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/core/pointer-mul-assign.c:3:11: error: invalid pointer assignment
 * check-error-end
 */
