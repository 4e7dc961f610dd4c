static int u = { { 1 } };
/*
 * check-name: double braces around a scalar initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/scalar-init-nested-braces.c:1:16: error: invalid initializer
 * check-error-end
 */
