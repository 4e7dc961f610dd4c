#define ZERO 0
static int *q = ZERO;
/*
 * check-name: without -fmacro-backtrace, no note
 * check-command: sparse $file
 *
 * check-error-start
diagnostics/macro-backtrace-off.c:2:17: warning: Using plain integer as NULL pointer
 * check-error-end
 */
