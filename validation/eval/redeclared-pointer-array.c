extern int *h;
int h[2];
/*
 * check-name: a pointer redeclared as an array
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/redeclared-pointer-array.c:2:5: error: symbol 'h' redeclared with different type (different base types):
eval/redeclared-pointer-array.c:2:5:    int [addressable] [toplevel] h[2]
eval/redeclared-pointer-array.c:1:12: note: previously declared as:
eval/redeclared-pointer-array.c:1:12:    int *extern [addressable] [toplevel] h
 * check-error-end
 */
