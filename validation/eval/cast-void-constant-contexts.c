int a[(void)3];
enum { A = (void)1 };
_Static_assert((void)1, "x");
struct s { int b : (void)2; };
int c = __builtin_choose_expr((void)1, 1, 2);
int d = (void)1 ? 2 : 3;
static int e = (void)0;
int f(void) { return sizeof(char[(void)4]); }
int g(int x) { switch (x) { case 1 ... (void)3: return 1; } return 0; }
/*
 * check-name: a (void) constant where a constant is wanted: enum, choose_expr take it, as sparse; a static assertion, a bit-field width, a case label do not
 * check-command: sparse -Wall $file
 *
 * check-error-start
eval/cast-void-constant-contexts.c:3:17: error: bad integer constant expression
eval/cast-void-constant-contexts.c:3:17: error: static assertion failed: "x"
eval/cast-void-constant-contexts.c:4:21: error: bad integer constant expression
eval/cast-void-constant-contexts.c:4:27: error: bitfield 'b' has invalid width (0)
eval/cast-void-constant-contexts.c:6:10: error: non-scalar type in conditional:
eval/cast-void-constant-contexts.c:6:10:    void
eval/cast-void-constant-contexts.c:9:41: error: incompatible types for 'case' statement
eval/cast-void-constant-contexts.c:9:41: error: Expected constant expression in case statement
 * check-error-end
 */
