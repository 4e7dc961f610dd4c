int visible;
/*
 * check-name: -fdiagnostics-show-option with -fdiagnostic-prefix
 * check-command: sparse -fdiagnostic-prefix -fdiagnostics-show-option $file
 *
 * check-error-start
diagnostics/show-option-prefix.c:1:5: sparse: warning: symbol 'visible' was not declared. Should it be static? [-Wdecl]
 * check-error-end
 */
