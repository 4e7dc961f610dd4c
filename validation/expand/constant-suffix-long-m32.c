static long a = 4294967296;
static unsigned long b = 0xffffffffffffffff;
static long c = 2147483648;
static long d = 9223372036854775807;
static long e = 0x100000000;
static unsigned long f = 4294967296u;
static long g = 1L;
static int h = 2147483647;
/*
 * check-name: -Wconstant-suffix: constants that grow to long long (-m32)
 * check-command: sparse -m32 -Wconstant-suffix $file
 *
 * check-error-start
expand/constant-suffix-long-m32.c:1:17: warning: constant 4294967296 is so big it is long long
expand/constant-suffix-long-m32.c:2:26: warning: constant 0xffffffffffffffff is so big it is unsigned long long
expand/constant-suffix-long-m32.c:3:17: warning: constant 2147483648 is so big it is long long
expand/constant-suffix-long-m32.c:3:17: warning: decimal constant 2147483648 is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here
expand/constant-suffix-long-m32.c:4:17: warning: constant 9223372036854775807 is so big it is long long
expand/constant-suffix-long-m32.c:5:17: warning: constant 0x100000000 is so big it is long long
expand/constant-suffix-long-m32.c:6:26: warning: constant 4294967296u is so big it is unsigned long long
expand/constant-suffix-long-m32.c:1:17: warning: cast truncates bits from constant value (100000000 becomes 0)
expand/constant-suffix-long-m32.c:4:17: warning: cast truncates bits from constant value (7fffffffffffffff becomes ffffffff)
expand/constant-suffix-long-m32.c:5:17: warning: cast truncates bits from constant value (100000000 becomes 0)
expand/constant-suffix-long-m32.c:6:26: warning: cast truncates bits from constant value (100000000 becomes 0)
 * check-error-end
 */
