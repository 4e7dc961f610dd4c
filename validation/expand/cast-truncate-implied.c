static unsigned char c = 300;
static short s = 0x10000;
/*
 * check-name: implied casts that drop set bits
 *
 * check-error-start
expand/cast-truncate-implied.c:1:26: warning: cast truncates bits from constant value (12c becomes 2c)
expand/cast-truncate-implied.c:2:18: warning: cast truncates bits from constant value (10000 becomes 0)
 * check-error-end
 */
