static unsigned a = 0xffffffff;
static long b = 0x80000000;
static long c = 4294967295;
static long d = 0xffffffffffffffff;
static long e = 2147483648;
/*
 * check-name: -Wconstant-suffix is off by default
 * check-command: sparse $file
 */
