static int f(void) { return 1 + ; }
/*
 * check-name: after an error, warnings are dropped, in later files too
 * check-command: sparse $file diagnostics/warning-only.h
 *
 * check-error-start
diagnostics/error-silences-later-warnings.c:1:33: error: No right hand side of '+'-expression
 * check-error-end
 */
