static int *late(void);
static int *early(void)
{
	return 0;
}
static int *late(void)
{
	return 0;
}
static int *last(void)
{
	return 0;
}
/*
 * check-name: a function declared before it is defined is checked where it was first declared
 * check-command: sparse $file
 *
 * check-error-start
eval/order-forward-declared-function.c:8:16: warning: Using plain integer as NULL pointer
eval/order-forward-declared-function.c:4:16: warning: Using plain integer as NULL pointer
eval/order-forward-declared-function.c:12:16: warning: Using plain integer as NULL pointer
 * check-error-end
 */
