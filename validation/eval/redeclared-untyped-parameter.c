int h(b);
int h(long c) { return 0; }
int h2(b);
int h2(int c) { return 0; }
int h3(b);
int h3(c) char c; { return 0; }
int h4(b);
int h4(c) int c; { return 0; }
void *p(b);
void *p(int *c) { return 0; }
/*
 * check-name: a parameter without type, redeclared with one: different base types
 *
 * check-error-start
eval/redeclared-untyped-parameter.c:6:11: warning: non-ANSI definition of function 'h3'
eval/redeclared-untyped-parameter.c:8:11: warning: non-ANSI definition of function 'h4'
eval/redeclared-untyped-parameter.c:2:5: error: symbol 'h' redeclared with different type (incompatible argument 1 (different base types)):
eval/redeclared-untyped-parameter.c:2:5:    int extern [addressable] [signed] [toplevel] h( ... )
eval/redeclared-untyped-parameter.c:1:5: note: previously declared as:
eval/redeclared-untyped-parameter.c:1:5:    int extern [addressable] [signed] [toplevel] h( ... )
eval/redeclared-untyped-parameter.c:4:5: error: symbol 'h2' redeclared with different type (incompatible argument 1 (different base types)):
eval/redeclared-untyped-parameter.c:4:5:    int extern [addressable] [signed] [toplevel] h2( ... )
eval/redeclared-untyped-parameter.c:3:5: note: previously declared as:
eval/redeclared-untyped-parameter.c:3:5:    int extern [addressable] [signed] [toplevel] h2( ... )
eval/redeclared-untyped-parameter.c:6:5: error: symbol 'h3' redeclared with different type (incompatible argument 1 (different base types)):
eval/redeclared-untyped-parameter.c:6:5:    int extern [addressable] [signed] [toplevel] h3( ... )
eval/redeclared-untyped-parameter.c:5:5: note: previously declared as:
eval/redeclared-untyped-parameter.c:5:5:    int extern [addressable] [signed] [toplevel] h3( ... )
eval/redeclared-untyped-parameter.c:8:5: error: symbol 'h4' redeclared with different type (incompatible argument 1 (different base types)):
eval/redeclared-untyped-parameter.c:8:5:    int extern [addressable] [signed] [toplevel] h4( ... )
eval/redeclared-untyped-parameter.c:7:5: note: previously declared as:
eval/redeclared-untyped-parameter.c:7:5:    int extern [addressable] [signed] [toplevel] h4( ... )
eval/redeclared-untyped-parameter.c:10:26: warning: Using plain integer as NULL pointer
eval/redeclared-untyped-parameter.c:10:6: error: symbol 'p' redeclared with different type (incompatible argument 1 (different base types)):
eval/redeclared-untyped-parameter.c:10:6:    void *extern [addressable] [toplevel] p( ... )
eval/redeclared-untyped-parameter.c:9:6: note: previously declared as:
eval/redeclared-untyped-parameter.c:9:6:    void *extern [addressable] [toplevel] p( ... )
 * check-error-end
 */
