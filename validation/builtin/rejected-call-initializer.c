static void f(void) { int i = __builtin_isnan(1); }
static void g(void) { int i = __builtin_add_overflow(1, 2, 3); }
/*
 * check-name: an initializer from a rejected built-in call has the bad type
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
builtin/rejected-call-initializer.c:1:46: error: non-floating-point argument in call to __builtin_isnan()
builtin/rejected-call-initializer.c:1:46: error: incorrect type in initializer (different base types)
builtin/rejected-call-initializer.c:1:46:    expected int i
builtin/rejected-call-initializer.c:1:46:    got bad type
builtin/rejected-call-initializer.c:2:60: error: invalid type for argument 3:
builtin/rejected-call-initializer.c:2:60:         int
builtin/rejected-call-initializer.c:2:53: error: incorrect type in initializer (different base types)
builtin/rejected-call-initializer.c:2:53:    expected int i
builtin/rejected-call-initializer.c:2:53:    got bad type
 * check-error-end
 */
