static int g = 1 / 0;
static int j = 5 % 0;
/*
 * check-name: a constant division by zero in an initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/division-by-zero-static.c:1:18: warning: division by zero
eval/division-by-zero-static.c:2:18: warning: division by zero
 * check-error-end
 */
