enum { A = 1 << 32 };
/*
 * check-name: 1 << 32 as enumerator value
 * check-command: sparse $file
 *
 * check-error-start
eval/const-enum-shift-too-big.c:1:14: error: bad constant expression
 * check-error-end
 */
