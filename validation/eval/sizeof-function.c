extern int g(void);

static unsigned long f(void)
{
	return sizeof(g);
}
/*
 * check-name: sizeof on a function with -Wpointer-arith
 * check-command: sparse -Wpointer-arith $file
 *
 * check-error-start
eval/sizeof-function.c:5:16: warning: expression using sizeof on a function
 * check-error-end
 */
