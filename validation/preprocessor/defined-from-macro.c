#define D defined
#define D2(x) defined(x)
#define D3(x) defined x
#define DP defined(
#define FOO
#define BAR BAZ
#if D(FOO) && D FOO && !D(BAR2)
int a;
#endif
#if D2(FOO)
int b;
#endif
#if D3(BAR)
int c;
#endif
#if D(BAR) && D BAR
int d;
#endif
#if DP FOO)
int e;
#endif
#define E D
#if E(FOO) && E FOO
int f;
#endif
#if D
int g;
/*
 * check-name: a 'defined' a macro makes in #if is the operator: its operand is not expanded
 * check-command: sparse -E $file
 *
 * check-output-start

int a;
int d;
int e;
int f;
 * check-output-end
 *
 * check-error-start
preprocessor/defined-from-macro.c:10:5: error: expected preprocessor identifier
preprocessor/defined-from-macro.c:26:5: error: undefined identifier 'defined'
preprocessor/defined-from-macro.c:26:5: error: bad constant expression type
preprocessor/defined-from-macro.c:26:2: error: unterminated preprocessor conditional
 * check-error-end
 */
