_Static_assert(__builtin_bswap16(0x12345) == 0x4523, "");
/*
 * check-name: __builtin_bswap16 truncates its argument
 *
 * check-error-start
builtin/bswap16-truncates.c:1:34: warning: cast truncates bits from constant value (12345 becomes 2345)
 * check-error-end
 */
