static int f0(void) { return 1 + ; }
static int f1(void) { return 1 + ; }
static int f2(void) { return 1 + ; }
static int f3(void) { return 1 + ; }
static int f4(void) { return 1 + ; }
/*
 * check-name: -fmax-errors=N: N+1 errors (as sparse), then "too many errors" and silence
 * check-command: sparse -fmax-errors=2 $file
 *
 * check-error-start
diagnostics/max-errors.c:1:34: error: No right hand side of '+'-expression
diagnostics/max-errors.c:2:34: error: No right hand side of '+'-expression
diagnostics/max-errors.c:3:34: error: No right hand side of '+'-expression
diagnostics/max-errors.c:4:34: error: too many errors
 * check-error-end
 */
