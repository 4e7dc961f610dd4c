enum { A = 1.5 };
/*
 * check-name: a floating-point enumerator value
 * check-command: sparse $file
 *
 * check-error-start
eval/const-enum-float.c:1:12: error: bad constant expression
 * check-error-end
 */
