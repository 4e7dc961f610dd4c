long a(long c) { return c << 0xffffffff; }
long b(long c) { return c << -1; }
long d(long c) { return c << 0x80000000; }
long e(long c) { return c << -0x80000000L; }
long f(long c) { return c << 0xffffffffffffffff; }
long g(long c) { unsigned n = 0xffffffff; return c << n; }
int h(int c) { return c << 0xffffffff; }
int i(int c) { return c << 4000000000; }
int j(int c) { return c << -4000000000; }
/*
 * check-name: a shift's constant count that fits its size unsigned is read signed in that size
 * check-command: sparse -m64 -Wno-decl $file
 *
 * check-error-start
expand/shift-count-sign-by-size.c:1:30: warning: shift too big (4294967295) for type long
expand/shift-count-sign-by-size.c:2:30: warning: shift too big (4294967295) for type long
expand/shift-count-sign-by-size.c:3:30: warning: shift too big (2147483648) for type long
expand/shift-count-sign-by-size.c:4:30: warning: shift count is negative (-2147483648)
expand/shift-count-sign-by-size.c:5:30: warning: shift count is negative (-1)
expand/shift-count-sign-by-size.c:6:55: warning: shift too big (4294967295) for type long
expand/shift-count-sign-by-size.c:7:28: warning: shift count is negative (-1)
expand/shift-count-sign-by-size.c:8:28: warning: shift count is negative (-294967296)
expand/shift-count-sign-by-size.c:9:28: warning: shift count is negative (-4000000000)
 * check-error-end
 */
