static int f(void)
{
	int x = 1;

	x <<= 33;
	return x;
}
/*
 * check-name: shift too big in a compound assignment: at the count, the plain type
 *
 * check-error-start
expand/shift-assign-too-big.c:5:15: warning: shift too big (33) for type int
 * check-error-end
 */
