static int x1 = { };
/*
 * check-name: empty braces for a scalar
 * check-command: sparse $file
 *
 * check-error-start
eval/scalar-init-empty-braces.c:1:17: error: invalid initializer
 * check-error-end
 */
