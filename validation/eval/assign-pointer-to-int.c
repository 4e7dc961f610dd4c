static void f(int i, int *p)
{
	i = p;
	(void)i;
}
/*
 * check-name: assigning a pointer to an int
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-pointer-to-int.c:3:11: warning: incorrect type in assignment (different base types)
eval/assign-pointer-to-int.c:3:11:    expected int i
eval/assign-pointer-to-int.c:3:11:    got int *p
 * check-error-end
 */
