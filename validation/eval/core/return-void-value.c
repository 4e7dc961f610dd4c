extern void g(void);
static void f(void)
{
	return g();
}
/*
 * check-name: -Wreturn-void: returning a void expression
 * check-command: sparse -Wreturn-void $file
 *
 * check-error-start
eval/core/return-void-value.c:4:9: warning: returning void-valued expression
 * check-error-end
 */
