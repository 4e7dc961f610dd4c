int a;
int b = 1;
extern int c;
extern int d; int d;
int e; int e;
int f(void) { return 0; }
int g(void); int g(void) { return 0; }
inline int h(void) { return 0; }
static int i(void); int i(void) { return 0; }
int main(void) { return 0; }
extern int j(void) { return 0; }
int k(void);
static int l;
typedef int t;
struct s { int x; };
int m[];
__attribute__((weak)) int n;
extern inline int o(void) { return 0; }
int p(void) { extern int q; return q; }
int r; static int r2;
/*
 * check-name: which definitions need an earlier declaration (-Wdecl)
 * check-command: sparse $file
 *
 * check-error-start
eval/not-declared.c:11:12: warning: function 'j' with external linkage has definition
eval/not-declared.c:1:5: warning: symbol 'a' was not declared. Should it be static?
eval/not-declared.c:2:5: warning: symbol 'b' was not declared. Should it be static?
eval/not-declared.c:5:5: warning: symbol 'e' was not declared. Should it be static?
eval/not-declared.c:6:5: warning: symbol 'f' was not declared. Should it be static?
eval/not-declared.c:11:12: warning: symbol 'j' was not declared. Should it be static?
eval/not-declared.c:16:5: warning: symbol 'm' was not declared. Should it be static?
eval/not-declared.c:17:27: warning: symbol 'n' was not declared. Should it be static?
eval/not-declared.c:19:5: warning: symbol 'p' was not declared. Should it be static?
eval/not-declared.c:20:5: warning: symbol 'r' was not declared. Should it be static?
 * check-error-end
 */
