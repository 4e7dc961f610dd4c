static int x[4] = { [1 ... 4] = 1 };
/*
 * check-name: an index range past the array's end
 * check-command: sparse $file
 *
 * check-error-start
eval/init/range-out-of-bounds.c:1:22: error: index out of bounds in initializer
 * check-error-end
 */
