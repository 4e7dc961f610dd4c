static int v;
_Alignas(v) int x;
/*
 * check-name: _Alignas of a variable
 *
 * check-error-start
expand/alignas-variable.c:2:10: error: bad constant expression
 * check-error-end
 */
