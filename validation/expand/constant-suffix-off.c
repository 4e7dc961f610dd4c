static long a = 4294967296;
static unsigned long b = 0xffffffffffffffff;
static long c = 2147483648;
static long d = 9223372036854775807;
static long e = 0x100000000;
static unsigned long f = 4294967296u;
static long g = 1L;
static int h = 2147483647;
/*
 * check-name: constants growing past int are quiet by default
 * check-command: sparse -m64 $file
 */
