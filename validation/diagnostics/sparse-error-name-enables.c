static int x;
static int f(void) { int x = 1; return x; }
/*
 * check-name: -Wsparse-error=shadow turns -Wshadow on, as gcc's -Werror=
 * check-command: sparse -Wsparse-error=shadow $file
 * check-exit-value: 1
 *
 * check-error-start
diagnostics/sparse-error-name-enables.c:2:26: error: symbol 'x' shadows an earlier one
diagnostics/sparse-error-name-enables.c:1:12: originally declared here
 * check-error-end
 */
