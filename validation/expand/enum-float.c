enum { A = 2.5 };
/*
 * check-name: an enumerator's value must be an integer
 *
 * check-error-start
expand/enum-float.c:1:12: error: bad constant expression
 * check-error-end
 */
