static int o[2] = { [2] = 1 };
/*
 * check-name: an array designator past the end
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-out-of-bounds.c:1:22: error: index out of bounds in initializer
 * check-error-end
 */
