int z(void) { return 0; }
static int u(void) { int z(void) { return 1; } return z(); }
static int z2(void) { return 0; }
static int u2(void) { int z2(void) { return 1; } return z2(); }
int z3(void) { return 0; }
static int u3(void) { static int z3(void) { return 1; } return z3(); }
int z4(void) { return 0; }
static int u4(void) { int z4; { int z4(void) { return 1; } return z4(); } }
static int u5(void) { int z5(void) { return 1; } return z5(); }
int z5(void) { return 0; }
static int v(void) { extern int z(void); return z(); }
/*
 * check-name: a nested function with external linkage redefines the file's function of that name
 *
 * check-error-start
parsing/nested-function-redefines.c:2:26: warning: multiple definitions for function 'z'
parsing/nested-function-redefines.c:1:5:  the previous one is here
parsing/nested-function-redefines.c:8:37: warning: multiple definitions for function 'z4'
parsing/nested-function-redefines.c:7:5:  the previous one is here
parsing/nested-function-redefines.c:1:5: warning: symbol 'z' was not declared. Should it be static?
parsing/nested-function-redefines.c:5:5: warning: symbol 'z3' was not declared. Should it be static?
parsing/nested-function-redefines.c:7:5: warning: symbol 'z4' was not declared. Should it be static?
parsing/nested-function-redefines.c:10:5: warning: symbol 'z5' was not declared. Should it be static?
 * check-error-end
 */
