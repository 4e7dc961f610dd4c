struct s { int a; };
static int f(void) { return __builtin_isnan(1); }
static int g(struct s v) { return __builtin_bswap32(v); }
/*
 * check-name: after a rejected built-in call, the next warning has no continuation lines
 *
 * check-error-start
builtin/rejected-call-stops-continuation.c:2:44: error: non-floating-point argument in call to __builtin_isnan()
builtin/rejected-call-stops-continuation.c:3:53: warning: incorrect type in argument 1 (different base types)
 * check-error-end
 */
