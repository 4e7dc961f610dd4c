static int f(int a, int b)
{
	if (a = b)
		return 1;
	return 0;
}
/*
 * check-name: an assignment as a condition
 * check-command: sparse $file
 *
 * check-error-start
eval/core/assign-in-condition.c:3:15: warning: assignment expression in conditional
 * check-error-end
 */
