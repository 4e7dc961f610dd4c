static int *b = 0, e = { 1, 2 }, *g = 0;
static int *d = 0;
/*
 * check-name: an error silences warnings only for the rest of its own symbol
 * check-command: sparse $file
 *
 * check-error-start
eval/error-scope-per-symbol.c:1:17: warning: Using plain integer as NULL pointer
eval/error-scope-per-symbol.c:1:24: error: invalid initializer
eval/error-scope-per-symbol.c:1:39: warning: Using plain integer as NULL pointer
eval/error-scope-per-symbol.c:2:17: warning: Using plain integer as NULL pointer
 * check-error-end
 */
