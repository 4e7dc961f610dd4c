static int v;
_Static_assert(v, "x");
/*
 * check-name: a variable in _Static_assert
 *
 * check-error-start
expand/static-assert-variable.c:2:16: error: bad constant expression
 * check-error-end
 */
