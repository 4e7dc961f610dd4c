const int k;
int k;
/*
 * check-name: a const variable redeclared without const
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/redeclared-const.c:2:5: error: symbol 'k' redeclared with different type (different modifiers):
eval/redeclared-const.c:2:5:    int [addressable] [toplevel] k
eval/redeclared-const.c:1:11: note: previously declared as:
eval/redeclared-const.c:1:11:    int const [addressable] [toplevel] k
 * check-error-end
 */
