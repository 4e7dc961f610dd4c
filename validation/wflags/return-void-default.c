static void v(void)
{
}
static void f(void)
{
	return v();
}
/*
 * check-name: -Wreturn-void is off by default
 * check-command: sparse $file
 */
