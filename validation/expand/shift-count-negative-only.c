static int a(void) { return 1 << 32; }
static int b(void) { return 1 << -1; }
static long c(void) { return 1L << 64; }
static int d(void) { return 1 >> 33; }
static int e(void) { return -1 >> 31; }
static unsigned f(void) { return 1u << 31; }
static long g(void) { return 1L << 40; }
static int h(int x) { return (x & 0) << 40; }
static int i(void) { int s = 40; return 1 << s; }
static long long l(void) { return 1LL << 63; }
/*
 * check-name: -Wno-shift-count-overflow keeps the negative count warning
 * check-command: sparse -Wno-shift-count-overflow $file
 *
 * check-error-start
expand/shift-count-negative-only.c:2:34: warning: shift count is negative (-1)
 * check-error-end
 */
