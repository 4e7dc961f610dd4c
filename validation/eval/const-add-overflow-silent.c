static long a = 0x7fffffffffffffff + 1;
static unsigned long b = 0xffffffffffffffff + 1;
static long c = -0x7fffffffffffffff - 2;
static int d = 0x7fffffff * 2;
/*
 * check-name: signed addition overflow in constants is not reported
 * check-command: sparse $file
 */
