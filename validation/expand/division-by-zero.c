static int x = 1 / 0;
/*
 * check-name: division by zero in an initializer
 *
 * check-error-start
expand/division-by-zero.c:1:18: warning: division by zero
 * check-error-end
 */
