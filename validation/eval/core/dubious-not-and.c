static int f(int x, int y)
{
	return !x & y;
}
/*
 * check-name: !x & y
 * check-command: sparse $file
 *
 * check-error-start
eval/core/dubious-not-and.c:3:19: warning: dubious: !x & y
 * check-error-end
 */
