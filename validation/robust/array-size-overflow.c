enum { N = 0x7fffffffffffffff };
static char x[N][N];
static char y[N][16];
static char z[0x7fffffffffffffff][0x7fffffffffffffff];

/*
 * check-name: array sizes whose bit count overflows wrap, no undefined behaviour
 */
