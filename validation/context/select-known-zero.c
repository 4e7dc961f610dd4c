void unlock(void) __attribute__((context(1, 0)));

static void f1(int x) { int y = x ? 0 : x; if (y) unlock(); }
static void f2(int x) { int y = x ? x : 0; if (y != x) unlock(); }
static void f3(int x) { int y; if (x) y = 0; else y = x; if (y) unlock(); }
static void f4(int x) { int y = x != 0 ? 0 : x; if (y) unlock(); }
static void f5(int x) { int y = x == 0 ? x : 0; if (y) unlock(); }
static void f6(int x) { int y = !x ? x : 0; if (y) unlock(); }
static void f7(int x) { int y = x ? x : 0; if (y - x) unlock(); }
static void f8(int x) { int y = x == 0 ? 0 : x; if (y - x) unlock(); }
static void f9(int x) { int y = x != 0 ? x : 0; if (y - x) unlock(); }
static void f10(int x) { int y; if (x) y = 0; else y = 0; if (y) unlock(); }
static void live(int x) { int y = x ? 1 : x; if (y) unlock(); }
/*
 * check-name: an unlock under a condition a select makes 0
 * check-description: 'x ? 0 : x' is 0 and 'x ? x : 0' is x, also on
 *	'x != 0' and 'x == 0', as sparse simplifies them: the unlock they
 *	guard is dropped before the context check; 'x ? 1 : x' is no 0.
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/select-known-zero.c:13:53: warning: context imbalance in 'live' - unexpected unlock
 * check-error-end
 */
