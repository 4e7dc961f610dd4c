extern int g(void);

static int f(void)
{
	return g ? 1 : 0;
}
/*
 * check-name: -Waddress turns it on
 * check-command: sparse -Waddress $file
 *
 * check-error-start
wflags/address.c:5:16: warning: the address of a function will always evaluate as true
 * check-error-end
 */
