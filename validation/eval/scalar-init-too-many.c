static int v = { 1, 2 };
/*
 * check-name: two values in the braces of a scalar
 * check-command: sparse $file
 *
 * check-error-start
eval/scalar-init-too-many.c:1:16: error: invalid initializer
 * check-error-end
 */
