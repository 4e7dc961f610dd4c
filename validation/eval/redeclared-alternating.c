int x;
long x;
long x;
long x = 1;
long x;
long x = 2;
char x;
char x;
extern int y;
extern int y;
static int y;
static int y;
/*
 * check-name: redeclarations of one type after one of another: each reports the same earlier one, as sparse
 * check-command: sparse $file
 *
 * check-error-start
eval/redeclared-alternating.c:1:5: warning: symbol 'x' was not declared. Should it be static?
eval/redeclared-alternating.c:2:6: error: symbol 'x' redeclared with different type (different type sizes):
eval/redeclared-alternating.c:2:6:    long [addressable] [toplevel] x
eval/redeclared-alternating.c:1:5: note: previously declared as:
eval/redeclared-alternating.c:1:5:    int [addressable] [toplevel] x
eval/redeclared-alternating.c:3:6: error: symbol 'x' redeclared with different type (different type sizes):
eval/redeclared-alternating.c:3:6:    long [addressable] [toplevel] x
eval/redeclared-alternating.c:1:5: note: previously declared as:
eval/redeclared-alternating.c:1:5:    int [addressable] [toplevel] x
eval/redeclared-alternating.c:4:6: error: symbol 'x' redeclared with different type (different type sizes):
eval/redeclared-alternating.c:4:6:    long [addressable] [toplevel] x
eval/redeclared-alternating.c:1:5: note: previously declared as:
eval/redeclared-alternating.c:1:5:    int [addressable] [toplevel] x
eval/redeclared-alternating.c:5:6: error: symbol 'x' redeclared with different type (different type sizes):
eval/redeclared-alternating.c:5:6:    long [addressable] [toplevel] x
eval/redeclared-alternating.c:1:5: note: previously declared as:
eval/redeclared-alternating.c:1:5:    int [addressable] [toplevel] x
eval/redeclared-alternating.c:6:6: error: symbol 'x' has multiple initializers (originally initialized at eval/redeclared-alternating.c:4)
eval/redeclared-alternating.c:6:6: error: symbol 'x' redeclared with different type (different type sizes):
eval/redeclared-alternating.c:6:6:    long [addressable] [toplevel] x
eval/redeclared-alternating.c:1:5: note: previously declared as:
eval/redeclared-alternating.c:1:5:    int [addressable] [toplevel] x
eval/redeclared-alternating.c:7:6: error: symbol 'x' redeclared with different type (different type sizes):
eval/redeclared-alternating.c:7:6:    char [addressable] [toplevel] x
eval/redeclared-alternating.c:6:6: note: previously declared as:
eval/redeclared-alternating.c:6:6:    long [addressable] [toplevel] x
eval/redeclared-alternating.c:8:6: error: symbol 'x' redeclared with different type (different type sizes):
eval/redeclared-alternating.c:8:6:    char [addressable] [toplevel] x
eval/redeclared-alternating.c:6:6: note: previously declared as:
eval/redeclared-alternating.c:6:6:    long [addressable] [toplevel] x
 * check-error-end
 */
