static int f(int x)
{
	int a[2];

	a = 0;
	return x;
}
/*
 * check-name: assigning to an array
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-to-array.c:5:11: warning: incorrect type in assignment (invalid types)
eval/assign-to-array.c:5:11:    expected int a[2]
eval/assign-to-array.c:5:11:    got int
 * check-error-end
 */
