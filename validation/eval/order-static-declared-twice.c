static int *late(void);
static int *early(void)
{
	return 0;
}
static int *late(void);
static int *mid(void)
{
	return 0;
}
static int *late(void)
{
	return 0;
}
/*
 * check-name: a static function declared twice before its definition
 * check-command: sparse $file
 *
 * check-error-start
eval/order-static-declared-twice.c:13:16: warning: Using plain integer as NULL pointer
eval/order-static-declared-twice.c:4:16: warning: Using plain integer as NULL pointer
eval/order-static-declared-twice.c:9:16: warning: Using plain integer as NULL pointer
 * check-error-end
 */
