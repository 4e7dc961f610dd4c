static int *v;
static int *early(void)
{
	return 0;
}
static int *v = 0;
static int *w = 0;
/*
 * check-name: a static variable initialized in a later declaration is checked there
 * check-command: sparse $file
 *
 * check-error-start
eval/order-static-variable-redeclared.c:4:16: warning: Using plain integer as NULL pointer
eval/order-static-variable-redeclared.c:6:17: warning: Using plain integer as NULL pointer
eval/order-static-variable-redeclared.c:7:17: warning: Using plain integer as NULL pointer
 * check-error-end
 */
