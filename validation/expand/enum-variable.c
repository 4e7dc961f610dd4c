static int v;
enum { A = v };
/*
 * check-name: an enumerator's value must be constant
 *
 * check-error-start
expand/enum-variable.c:2:12: error: bad constant expression
 * check-error-end
 */
