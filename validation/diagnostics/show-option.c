int visible;
static int *p = 0;
static int *q = 1;
/*
 * check-name: -fdiagnostics-show-option names the flag of each warning
 * check-description: a warning no flag controls shows none, and the
 *   continuation lines carry no flag either
 * check-command: sparse -fdiagnostics-show-option $file
 *
 * check-error-start
diagnostics/show-option.c:1:5: warning: symbol 'visible' was not declared. Should it be static? [-Wdecl]
diagnostics/show-option.c:2:17: warning: Using plain integer as NULL pointer [-Wnon-pointer-null]
diagnostics/show-option.c:3:17: warning: incorrect type in initializer (different base types)
diagnostics/show-option.c:3:17:    expected int *static [toplevel] q
diagnostics/show-option.c:3:17:    got int
 * check-error-end
 */
