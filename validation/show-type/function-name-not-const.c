void g(char *);
static void f(void)
{
	char *p = __func__;

	g(__func__);
	g(__FUNCTION__);
	p[0] = 1;
}
/*
 * check-name: __func__ is static char [], not const: nothing said where a char * is wanted
 * check-command: sparse $file
 */
