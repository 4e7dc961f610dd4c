static int x;
_Static_assert(x, "m");
/*
 * check-name: a variable in _Static_assert
 * check-command: sparse $file
 *
 * check-error-start
eval/const-static-assert-variable.c:2:16: error: bad constant expression
 * check-error-end
 */
