static void f(int *p)
{
	p = 5;
	(void)p;
}
/*
 * check-name: assigning a non-zero integer to a pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-int-to-pointer.c:3:11: warning: incorrect type in assignment (different base types)
eval/assign-int-to-pointer.c:3:11:    expected int *p
eval/assign-int-to-pointer.c:3:11:    got int
 * check-error-end
 */
