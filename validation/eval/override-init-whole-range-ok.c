static int c[8] = { [0 ... 7] = 1, [2] = 5, [5] = 6 };
/*
 * check-name: overriding part of a range that covers the whole array is silent
 * check-command: sparse $file
 */
