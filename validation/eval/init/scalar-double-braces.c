static int x = { { 1 } };
/*
 * check-name: two pairs of braces around a scalar object's value
 * check-command: sparse $file
 *
 * check-error-start
eval/init/scalar-double-braces.c:1:16: error: invalid initializer
 * check-error-end
 */
