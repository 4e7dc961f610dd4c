static int x = { [0] = 1 };
/*
 * check-name: a designator in a scalar's braces
 * check-command: sparse $file
 *
 * check-error-start
eval/init/scalar-designator.c:1:16: error: invalid initializer
 * check-error-end
 */
