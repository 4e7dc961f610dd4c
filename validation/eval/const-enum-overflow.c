enum { A = -2147483647 - 1, B = A / -1 };
/*
 * check-name: INT_MIN / -1 in an enumerator value
 * check-command: sparse $file
 *
 * check-error-start
eval/const-enum-overflow.c:1:35: warning: constant integer operation overflow
eval/const-enum-overflow.c:1:35: error: bad constant expression
 * check-error-end
 */
