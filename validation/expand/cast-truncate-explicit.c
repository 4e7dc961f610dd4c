static int a = (char)0x1234;
static int b = (short)0x12345;
static long long c = (int)0x100000000LL;
/*
 * check-name: explicit casts that drop set bits
 *
 * check-error-start
expand/cast-truncate-explicit.c:1:22: warning: cast truncates bits from constant value (1234 becomes 34)
expand/cast-truncate-explicit.c:2:23: warning: cast truncates bits from constant value (12345 becomes 2345)
expand/cast-truncate-explicit.c:3:27: warning: cast truncates bits from constant value (100000000 becomes 0)
 * check-error-end
 */
