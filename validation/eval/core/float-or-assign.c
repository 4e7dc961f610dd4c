static void f(float x)
{
	x |= 1;
}
/*
 * check-name: |= on a float
 * check-command: sparse $file
 *
 * check-error-start
eval/core/float-or-assign.c:3:11: error: invalid assignment
 * check-error-end
 */
