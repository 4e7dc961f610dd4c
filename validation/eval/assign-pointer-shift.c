static void f(int *p, int *q)
{
	p <<= 1;
	q *= 2;
}
/*
 * check-name: <<= and *= on a pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-pointer-shift.c:3:11: error: invalid pointer assignment
eval/assign-pointer-shift.c:4:11: error: invalid pointer assignment
 * check-error-end
 */
