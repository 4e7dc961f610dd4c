enum { N = 0x7fffffffffffffff };
static char x[N][N];
static char y[0x7fffffffffffffff][0x7fffffffffffffff];
static int s = sizeof(x) + sizeof(y);

/*
 * check-name: sizeof of an array whose bit count overflows is the wrapped value, as sparse
 */
