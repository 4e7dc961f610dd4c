_Static_assert(1.0, "x");
/*
 * check-name: a floating constant is a bad constant expression
 *
 * check-error-start
expand/static-assert-float.c:1:16: error: bad constant expression
 * check-error-end
 */
