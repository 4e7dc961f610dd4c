static int m = 0;
static const int c = 0;
static int n = 0;
static int f1(void) { return 1 / m; }
static int f2(void) { return 1 / c; }
static int f3(void) { n = 1; return 1 / n; }
static int f4(void) { int z = 0; return 1 / z; }
static int f5(void) { int z = 0; z++; return 1 / z; }
static int f6(void) { int z = 0; int *p = &z; return 1 / z + *p; }
static int f7(void) { int z = 1 - 1; return 1 / z; }
static int f8(void) { long z = 0; return 1 / (int)z; }
static int f9(void) { double d = 0; return 1 / d; }
/*
 * check-name: reading an object nothing writes gives its initializer
 *
 * check-error-start
expand/fold-object-read.c:4:32: warning: division by zero
expand/fold-object-read.c:5:32: warning: division by zero
expand/fold-object-read.c:7:43: warning: division by zero
expand/fold-object-read.c:10:47: warning: division by zero
expand/fold-object-read.c:11:44: warning: division by zero
expand/fold-object-read.c:12:46: warning: division by zero
 * check-error-end
 */
