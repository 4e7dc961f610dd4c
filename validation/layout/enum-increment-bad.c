enum { A = 2.5, B };
static int x = 1 / 0;
/*
 * check-name: after a bad value an enum has no next value: a fatal error
 * check-exit-value: 1
 *
 * check-error-start
layout/enum-increment-bad.c:1:12: error: bad constant expression
layout/enum-increment-bad.c:1:17: error: can't increment the last enum member
 * check-error-end
 */
