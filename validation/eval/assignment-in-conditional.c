static int f(int x, int y)
{
	if (x = y)
		return 1;
	return 0;
}
/*
 * check-name: an assignment as the condition of if
 * check-command: sparse $file
 *
 * check-error-start
eval/assignment-in-conditional.c:3:15: warning: assignment expression in conditional
 * check-error-end
 */
