extern int k;
long k;
/*
 * check-name: an object redeclared with another type
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/core/redeclared.c:2:6: error: symbol 'k' redeclared with different type (different type sizes):
eval/core/redeclared.c:2:6:    long [addressable] [toplevel] k
eval/core/redeclared.c:1:12: note: previously declared as:
eval/core/redeclared.c:1:12:    int extern [addressable] [toplevel] k
 * check-error-end
 */
