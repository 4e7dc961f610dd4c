int visible;
static int *p = 0;
int other;
/*
 * check-name: -Wsparse-error=decl prints -Wdecl's warnings as errors
 * check-description: the others stay warnings, and the error-made warnings
 *   do not silence the warnings after them as real errors do; exit 1
 * check-command: sparse -Wsparse-error=decl $file
 * check-exit-value: 1
 *
 * check-error-start
diagnostics/sparse-error-name.c:1:5: error: symbol 'visible' was not declared. Should it be static?
diagnostics/sparse-error-name.c:2:17: warning: Using plain integer as NULL pointer
diagnostics/sparse-error-name.c:3:5: error: symbol 'other' was not declared. Should it be static?
 * check-error-end
 */
