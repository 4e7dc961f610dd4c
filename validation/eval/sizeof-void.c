static unsigned long f(void)
{
	return sizeof(void);
}
/*
 * check-name: sizeof(void) with -Wpointer-arith
 * check-command: sparse -Wpointer-arith $file
 *
 * check-error-start
eval/sizeof-void.c:3:16: warning: expression using sizeof(void)
 * check-error-end
 */
