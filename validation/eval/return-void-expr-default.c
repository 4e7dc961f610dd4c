static void v(void)
{
}
static void f(void)
{
	return v();
}
/*
 * check-name: returning a void expression from a void function is silent by default
 * check-command: sparse $file
 */
