extern int g(const char *fmt, ...);
static int f(char c, float x)
{
	return g("%c %f", c, x, (void *)0);
}
/*
 * check-name: variadic arguments after the prototype's are accepted
 * check-command: sparse $file
 */
