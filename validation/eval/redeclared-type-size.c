int a;
long a;
/*
 * check-name: a variable redeclared with a type of another size
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/redeclared-type-size.c:2:6: error: symbol 'a' redeclared with different type (different type sizes):
eval/redeclared-type-size.c:2:6:    long [addressable] [toplevel] a
eval/redeclared-type-size.c:1:5: note: previously declared as:
eval/redeclared-type-size.c:1:5:    int [addressable] [toplevel] a
 * check-error-end
 */
