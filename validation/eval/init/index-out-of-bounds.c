static int x[2] = { [1] = 1, [2] = 2 };
/*
 * check-name: an index designator past the array's end
 * check-command: sparse $file
 *
 * check-error-start
eval/init/index-out-of-bounds.c:1:31: error: index out of bounds in initializer
 * check-error-end
 */
