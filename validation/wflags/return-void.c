static void v(void)
{
}
static void f(void)
{
	return v();
}
/*
 * check-name: -Wreturn-void turns it on
 * check-command: sparse -Wreturn-void $file
 *
 * check-error-start
wflags/return-void.c:6:9: warning: returning void-valued expression
 * check-error-end
 */
