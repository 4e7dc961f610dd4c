static int f(void) { return 1 + ; }
/*
 * check-name: errors alone leave the exit status 0
 * check-command: sparse $file
 *
 * check-error-start
diagnostics/error-exit-zero.c:1:33: error: No right hand side of '+'-expression
 * check-error-end
 */
