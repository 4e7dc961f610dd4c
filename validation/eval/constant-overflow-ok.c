static unsigned int a = 0u - 1;
static unsigned int b = 0xffffffffu * 2;
static long long c = 1LL << 40;
static int d = -2147483647 - 1;
static unsigned long e = ~0UL;
/*
 * check-name: wrapping unsigned arithmetic and large shifts of long long are silent
 * check-command: sparse $file
 */
