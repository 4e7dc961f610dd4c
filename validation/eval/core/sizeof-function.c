extern void g(void);
static unsigned long f(void)
{
	return sizeof(g);
}
/*
 * check-name: -Wpointer-arith: sizeof of a function
 * check-command: sparse -Wpointer-arith $file
 *
 * check-error-start
eval/core/sizeof-function.c:4:16: warning: expression using sizeof on a function
 * check-error-end
 */
