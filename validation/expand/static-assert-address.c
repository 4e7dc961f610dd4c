static int v;
_Static_assert(&v, "x");
/*
 * check-name: an address in _Static_assert
 *
 * check-error-start
expand/static-assert-address.c:2:17: error: bad constant expression
 * check-error-end
 */
