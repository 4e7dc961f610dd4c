static int x = { };
/*
 * check-name: no value for a scalar
 * check-command: sparse $file
 *
 * check-error-start
eval/init/scalar-empty.c:1:16: error: invalid initializer
 * check-error-end
 */
