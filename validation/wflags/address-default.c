extern int g(void);

static int f(void)
{
	return g ? 1 : 0;
}
/*
 * check-name: -Waddress is off by default
 * check-command: sparse $file
 */
