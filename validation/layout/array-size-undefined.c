void h(int n, int m[n][n]) { }
/*
 * check-name: an array size that does not evaluate is no constant expression
 * check-known-to-fail
 *
 * check-error-start
layout/array-size-undefined.c:1:24: error: undefined identifier 'n'
layout/array-size-undefined.c:1:24: error: bad constant expression type
layout/array-size-undefined.c:1:21: error: undefined identifier 'n'
layout/array-size-undefined.c:1:21: error: bad constant expression type
 * check-error-end
 */
