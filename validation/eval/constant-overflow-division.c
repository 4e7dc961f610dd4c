static int g = (-2147483647 - 1) / -1;

static int f(void)
{
	return (-2147483647 - 1) / -1;
}
/*
 * check-name: INT_MIN / -1 overflows
 * check-command: sparse $file
 *
 * check-error-start
eval/constant-overflow-division.c:1:34: warning: constant integer operation overflow
eval/constant-overflow-division.c:5:34: warning: constant integer operation overflow
 * check-error-end
 */
