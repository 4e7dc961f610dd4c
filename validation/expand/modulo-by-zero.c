static int x = 5 % 0;
/*
 * check-name: modulo by zero in an initializer
 *
 * check-error-start
expand/modulo-by-zero.c:1:18: warning: division by zero
 * check-error-end
 */
