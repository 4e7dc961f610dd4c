static int f(void) { return 1 + ; }
/*
 * check-name: -Wsparse-error: a real error also exits 1
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
diagnostics/sparse-error-errors.c:1:33: error: No right hand side of '+'-expression
 * check-error-end
 */
