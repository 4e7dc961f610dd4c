static int not_floating(void) { return __builtin_isnan(1); }
static int count(void) { return __builtin_isnan(); }
static int overflow(void) { int i; return __builtin_add_overflow(1.0, 2, &i); }
static int sync(void) { return __sync_fetch_and_add(1, 1); }
static int ok(int x) { return x + __builtin_isnan(1); }
/*
 * check-name: a call a built-in rejects has the bad type
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
builtin/rejected-call-has-bad-type.c:1:55: error: non-floating-point argument in call to __builtin_isnan()
builtin/rejected-call-has-bad-type.c:1:55: error: incorrect type in return expression (different base types)
builtin/rejected-call-has-bad-type.c:1:55:    expected int
builtin/rejected-call-has-bad-type.c:1:55:    got bad type
builtin/rejected-call-has-bad-type.c:2:48: error: not enough arguments for __builtin_isnan
builtin/rejected-call-has-bad-type.c:2:48: error: incorrect type in return expression (different base types)
builtin/rejected-call-has-bad-type.c:2:48:    expected int
builtin/rejected-call-has-bad-type.c:2:48:    got bad type
builtin/rejected-call-has-bad-type.c:3:66: error: invalid type for argument 1:
builtin/rejected-call-has-bad-type.c:3:66:         double
builtin/rejected-call-has-bad-type.c:3:65: error: incorrect type in return expression (different base types)
builtin/rejected-call-has-bad-type.c:3:65:    expected int
builtin/rejected-call-has-bad-type.c:3:65:    got bad type
builtin/rejected-call-has-bad-type.c:4:53: error: invalid type for argument 1:
builtin/rejected-call-has-bad-type.c:4:53:         int
builtin/rejected-call-has-bad-type.c:4:52: error: incorrect type in return expression (different base types)
builtin/rejected-call-has-bad-type.c:4:52:    expected int
builtin/rejected-call-has-bad-type.c:4:52:    got bad type
builtin/rejected-call-has-bad-type.c:5:50: error: non-floating-point argument in call to __builtin_isnan()
 * check-error-end
 */
