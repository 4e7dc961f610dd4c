static int a[] = { [-3 ... -1] = 1 };
static int b[] = { [-1 ... 2] = 1 };
static int c[] = { [0x100000000LL ... 1] = 1 };
static int d[] = { [2 ... 0x100000001LL] = 1 };
static int e[] = { [1 ... 2] = 1 };
/*
 * check-name: a designator range starting below 0, or ending before its start, on ints, is nonsense
 * check-command: sparse $file
 *
 * check-error-start
parsing/init-range-negative.c:1:21: warning: nonsense array initializer index range
parsing/init-range-negative.c:2:21: warning: nonsense array initializer index range
parsing/init-range-negative.c:4:21: warning: nonsense array initializer index range
parsing/init-range-negative.c:1:21: error: index out of bounds in initializer
 * check-error-end
 */
