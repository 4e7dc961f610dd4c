static int f0(void) { return 1 + ; }
static int f1(void) { return 1 + ; }
static int f2(void) { return 1 + ; }
static int f3(void) { return 1 + ; }
static int f4(void) { return 1 + ; }
/*
 * check-name: -fmax-errors=0 shows one error, as sparse does
 * check-command: sparse -fmax-errors=0 $file
 *
 * check-error-start
diagnostics/max-errors-zero.c:1:34: error: No right hand side of '+'-expression
diagnostics/max-errors-zero.c:2:34: error: too many errors
 * check-error-end
 */
