_Static_assert(1 / 0, "x");
/*
 * check-name: division by zero in _Static_assert
 *
 * check-error-start
expand/static-assert-division-by-zero.c:1:18: warning: division by zero
expand/static-assert-division-by-zero.c:1:18: error: bad constant expression
 * check-error-end
 */
