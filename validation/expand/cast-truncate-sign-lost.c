static int a = (int)0xffffffff7fffffffLL;
static int b = (int)(1ull << 63);
/*
 * check-name: dropped sign bits that do not repeat the new sign
 *
 * check-error-start
expand/cast-truncate-sign-lost.c:1:21: warning: cast truncates bits from constant value (ffffffff7fffffff becomes 7fffffff)
expand/cast-truncate-sign-lost.c:2:27: warning: cast truncates bits from constant value (8000000000000000 becomes 0)
 * check-error-end
 */
