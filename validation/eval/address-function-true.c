extern int g(void);

static int f(int *p)
{
	if (g)
		return 1;
	if (g && p)
		return 2;
	return g ? 3 : 4;
}
/*
 * check-name: -Waddress: a function name as a condition
 * check-command: sparse -Waddress $file
 *
 * check-error-start
eval/address-function-true.c:5:13: warning: the address of a function will always evaluate as true
eval/address-function-true.c:7:13: warning: the address of a function will always evaluate as true
eval/address-function-true.c:9:16: warning: the address of a function will always evaluate as true
 * check-error-end
 */
