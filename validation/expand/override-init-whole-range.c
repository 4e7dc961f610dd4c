static int a[4] = { [0 ... 3] = 1, [2] = 5 };
/*
 * check-name: a first range over the whole array is a default
 */
