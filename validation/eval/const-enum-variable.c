static int x;
enum { A = x };
/*
 * check-name: a variable as enumerator value
 * check-command: sparse $file
 *
 * check-error-start
eval/const-enum-variable.c:2:12: error: bad constant expression
 * check-error-end
 */
