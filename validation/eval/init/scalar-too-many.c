static int x = { 1, 2 };
/*
 * check-name: two values for a scalar
 * check-command: sparse $file
 *
 * check-error-start
eval/init/scalar-too-many.c:1:16: error: invalid initializer
 * check-error-end
 */
