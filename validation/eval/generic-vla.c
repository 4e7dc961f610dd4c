static int h(int n)
{
	return _Generic(n, int[n]: 1, default: 0);
}
/*
 * check-name: a VLA type as a _Generic association
 * check-command: sparse $file
 *
 * check-error-start
eval/generic-vla.c:3:32: warning: Variable length array is used.
eval/generic-vla.c:3:28: error: variable length array type in generic selection
 * check-error-end
 */
