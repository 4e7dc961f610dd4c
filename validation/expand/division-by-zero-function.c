static int f(int a)
{
	return 1 / 0 + a;
}

static int g(int a)
{
	return a / 0;
}
/*
 * check-name: division by zero of constants only, in a function
 *
 * check-error-start
expand/division-by-zero-function.c:3:18: warning: division by zero
 * check-error-end
 */
