static char e(void)
{
	return (char)0x1ff;
}
static unsigned short f(void)
{
	return (unsigned short)0x12345;
}
/*
 * check-name: explicit casts truncating constants
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-explicit.c:3:22: warning: cast truncates bits from constant value (1ff becomes ff)
eval/cast-truncate-explicit.c:7:32: warning: cast truncates bits from constant value (12345 becomes 2345)
 * check-error-end
 */
