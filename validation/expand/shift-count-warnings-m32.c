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
 * check-name: shift too big / shift count is negative in code (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/shift-count-warnings-m32.c:1:34: warning: shift too big (32) for type int
expand/shift-count-warnings-m32.c:2:34: warning: shift count is negative (-1)
expand/shift-count-warnings-m32.c:3:36: warning: shift too big (64) for type long
expand/shift-count-warnings-m32.c:4:34: warning: shift too big (33) for type int
expand/shift-count-warnings-m32.c:7:36: warning: shift too big (40) for type long
expand/shift-count-warnings-m32.c:8:41: warning: shift too big (40) for type int
expand/shift-count-warnings-m32.c:9:46: warning: shift too big (40) for type int
 * check-error-end
 */
