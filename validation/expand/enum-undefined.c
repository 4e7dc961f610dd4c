enum { A = undefined_x };
/*
 * check-name: an enumerator whose value does not evaluate
 *
 * check-error-start
expand/enum-undefined.c:1:12: error: undefined identifier 'undefined_x'
expand/enum-undefined.c:1:12: error: bad constant expression type
 * check-error-end
 */
