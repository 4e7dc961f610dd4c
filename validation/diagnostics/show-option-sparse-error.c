int visible;
static int f(void) { return 1 + ; }
/*
 * check-name: -fdiagnostics-show-option under -Wsparse-error
 * check-description: a warning made an error keeps its flag; a real error
 *   has none
 * check-command: sparse -Wsparse-error -fdiagnostics-show-option $file
 * check-exit-value: 1
 *
 * check-error-start
diagnostics/show-option-sparse-error.c:2:33: error: No right hand side of '+'-expression
diagnostics/show-option-sparse-error.c:1:5: error: symbol 'visible' was not declared. Should it be static? [-Wdecl]
 * check-error-end
 */
