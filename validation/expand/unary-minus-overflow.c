static int x = -(-2147483647 - 1);
static long y = -(-9223372036854775807L - 1);
static unsigned z = -(0x80000000);
static int f(void)
{
	return -(-2147483647 - 1);
}
/*
 * check-name: negating the smallest signed value overflows
 *
 * check-error-start
expand/unary-minus-overflow.c:1:16: warning: constant integer operation overflow
expand/unary-minus-overflow.c:2:17: warning: constant integer operation overflow
expand/unary-minus-overflow.c:6:16: warning: constant integer operation overflow
 * check-error-end
 */
