static long a = 4294967296;
static unsigned long b = 0xffffffffffffffff;
static long c = 2147483648;
static long d = 9223372036854775807;
static long e = 0x100000000;
static unsigned long f = 4294967296u;
static long g = 1L;
static int h = 2147483647;
/*
 * check-name: -Wconstant-suffix: constants that grow to long (-m64)
 * check-command: sparse -m64 -Wconstant-suffix $file
 *
 * check-error-start
expand/constant-suffix-long-m64.c:1:17: warning: constant 4294967296 is so big it is long
expand/constant-suffix-long-m64.c:2:26: warning: constant 0xffffffffffffffff is so big it is unsigned long
expand/constant-suffix-long-m64.c:3:17: warning: constant 2147483648 is so big it is long
expand/constant-suffix-long-m64.c:4:17: warning: constant 9223372036854775807 is so big it is long
expand/constant-suffix-long-m64.c:5:17: warning: constant 0x100000000 is so big it is long
expand/constant-suffix-long-m64.c:6:26: warning: constant 4294967296u is so big it is unsigned long
 * check-error-end
 */
