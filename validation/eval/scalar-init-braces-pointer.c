static int *x2 = { { 0 } };
/*
 * check-name: double braces around a pointer initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/scalar-init-braces-pointer.c:1:18: error: invalid initializer
 * check-error-end
 */
