static int f(void) { return 1 + ; }
/*
 * check-name: -fwarnings-exit-status: an error makes the exit status 1 too
 * check-command: sparse -fwarnings-exit-status $file
 * check-exit-value: 1
 *
 * check-error-start
diagnostics/warnings-exit-status-error.c:1:33: error: No right hand side of '+'-expression
 * check-error-end
 */
