static unsigned long f(void)
{
	return sizeof(void);
}
/*
 * check-name: -Wpointer-arith: sizeof(void)
 * check-command: sparse -Wpointer-arith $file
 *
 * check-error-start
eval/core/sizeof-void.c:3:16: warning: expression using sizeof(void)
 * check-error-end
 */
