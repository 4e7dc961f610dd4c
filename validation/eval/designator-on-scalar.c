static int b = { [0] = 1 };
/*
 * check-name: an index designator in a scalar initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-on-scalar.c:1:16: error: invalid initializer
 * check-error-end
 */
