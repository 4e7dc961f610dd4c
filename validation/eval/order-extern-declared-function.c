extern int *late(void);
static int *early(void)
{
	return 0;
}
int *late(void)
{
	return 0;
}
int *plain(void);
static int *mid(void)
{
	return 0;
}
int *plain(void)
{
	return 0;
}
/*
 * check-name: an extern function declared early is checked where it is defined
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/order-extern-declared-function.c:4:16: warning: Using plain integer as NULL pointer
eval/order-extern-declared-function.c:8:16: warning: Using plain integer as NULL pointer
eval/order-extern-declared-function.c:13:16: warning: Using plain integer as NULL pointer
eval/order-extern-declared-function.c:17:16: warning: Using plain integer as NULL pointer
 * check-error-end
 */
