extern void take(char c);

static char f(void)
{
	return 0x1ff;
}
static void g(void)
{
	take(0x1ff);
}
/*
 * check-name: truncating constants in return and argument
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-return-arg.c:5:16: warning: cast truncates bits from constant value (1ff becomes ff)
eval/cast-truncate-return-arg.c:9:14: warning: cast truncates bits from constant value (1ff becomes ff)
 * check-error-end
 */
