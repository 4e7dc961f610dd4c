static inline int div(int a, int b)
{
	return a / b;
}

static int f(void)
{
	return div(1, 0) + div(2, 0);
}
/*
 * check-name: division by zero after inlining, in the copies only
 *
 * check-error-start
expand/division-by-zero-inline.c:3:18: warning: division by zero
expand/division-by-zero-inline.c:3:18: warning: division by zero
 * check-error-end
 */
