static unsigned long f(void)
{
	return sizeof(void);
}
/*
 * check-name: -Wpointer-arith turns it on
 * check-command: sparse -Wpointer-arith $file
 *
 * check-error-start
wflags/pointer-arith.c:3:16: warning: expression using sizeof(void)
 * check-error-end
 */
