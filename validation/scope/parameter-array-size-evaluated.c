int f1(int a[n1]);
int f2(int a[n2]) { return a[0]; }
int n3;
int f3(int n3, int a[n3]) { return a[0]; }
int f4(int a[n4]);
int g4(int *p) { return f4(p); }
int f5(int a[1/0]);
int f6(int x, int a[x]);
int f6(int x, int a[x]) { return a[0]; }
static int f7(int a[n7]);
static int f7(int a[n7]) { return a[0]; }
int g7(int *p) { return f7(p); }
int (*f8)(int a[n8]);
typedef int T9;
int f9(int T9, T9 b);

/*
 * check-name: an array parameter's size is evaluated where sparse does
 * check-description: at a definition, a call, or a redeclaration (the
 *	definition's first, then the prototype's); not in a prototype that
 *	is neither called nor redeclared, nor in a pointer to a function.
 *	The parameters are not in scope for the later ones: a[n3] reads
 *	the file's n3 (a variable length array)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
scope/parameter-array-size-evaluated.c:2:14: error: undefined identifier 'n2'
scope/parameter-array-size-evaluated.c:2:14: error: bad constant expression type
scope/parameter-array-size-evaluated.c:4:22: warning: Variable length array is used.
scope/parameter-array-size-evaluated.c:5:14: error: undefined identifier 'n4'
scope/parameter-array-size-evaluated.c:5:14: error: bad constant expression type
scope/parameter-array-size-evaluated.c:9:21: error: undefined identifier 'x'
scope/parameter-array-size-evaluated.c:9:21: error: bad constant expression type
scope/parameter-array-size-evaluated.c:8:21: error: undefined identifier 'x'
scope/parameter-array-size-evaluated.c:8:21: error: bad constant expression type
scope/parameter-array-size-evaluated.c:11:21: error: undefined identifier 'n7'
scope/parameter-array-size-evaluated.c:11:21: error: bad constant expression type
scope/parameter-array-size-evaluated.c:10:21: error: undefined identifier 'n7'
scope/parameter-array-size-evaluated.c:10:21: error: bad constant expression type
 * check-error-end
 */
