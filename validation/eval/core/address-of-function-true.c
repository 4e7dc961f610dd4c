extern void g(void);
static int f(void)
{
	return g ? 1 : 0;
}
/*
 * check-name: -Waddress: a function as a condition
 * check-command: sparse -Waddress $file
 *
 * check-error-start
eval/core/address-of-function-true.c:4:16: warning: the address of a function will always evaluate as true
 * check-error-end
 */
