static int f(int *p, long *l) { return p == l; }
static void g(long *l) { int *p = l; (void)p; }
static char c = 0x1ffffffffLL;
static long d = 0x1ffffffffLL;
/*
 * check-name: -m32: long is 32 bits, pointer comparisons still compare ranks
 * check-command: sparse -m32 $file
 *
 * check-error-start
eval/m32-sizes.c:1:42: error: incompatible types in comparison expression (different type sizes):
eval/m32-sizes.c:1:42:    int *
eval/m32-sizes.c:1:42:    long *
eval/m32-sizes.c:2:35: warning: incorrect type in initializer (different type sizes)
eval/m32-sizes.c:3:17: warning: cast truncates bits from constant value (1ffffffff becomes ff)
eval/m32-sizes.c:4:17: warning: cast truncates bits from constant value (1ffffffff becomes ffffffff)
 * check-error-end
 */
