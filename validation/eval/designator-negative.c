static int p[2] = { [-1] = 1 };
/*
 * check-name: a negative array designator
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-negative.c:1:22: error: index out of bounds in initializer
 * check-error-end
 */
