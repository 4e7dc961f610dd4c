enum { A = 1 / 0 };
/*
 * check-name: division by zero in an enumerator value
 * check-command: sparse $file
 *
 * check-error-start
eval/const-enum-division-by-zero.c:1:14: warning: division by zero
eval/const-enum-division-by-zero.c:1:14: error: bad constant expression
 * check-error-end
 */
