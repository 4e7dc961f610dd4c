static int x;

_Static_assert([typeof(x)] != [int], "not int");
_Static_assert([int], "a type alone");
static int a(void) { return [int] + 1; }
static int b(int v) { return [int] == v; }
static int c(void) { return [int] == (void *)0; }
static int d(void) { return sizeof([int]); }
static int e(void) { if ([int]) return 1; return 0; }
static int f(void) { return [int] ? 1 : 2; }
static int g(void) { return [int] = [int]; }
static int h(void) { return [int; }
/*
 * check-name: sparse's type expression misused: not a value, no size, not an lvalue
 * check-command: sparse $file
 *
 * check-error-start
eval/type-expression-misuse.c:3:28: error: static assertion failed: "not int"
eval/type-expression-misuse.c:4:16: error: bad constant expression
eval/type-expression-misuse.c:12:33: error: Expected ] in type expression
eval/type-expression-misuse.c:12:33: error: got ;
eval/type-expression-misuse.c:5:35: error: incompatible types for operation (+):
eval/type-expression-misuse.c:5:35:    unknown type 2
eval/type-expression-misuse.c:5:35:    int
eval/type-expression-misuse.c:6:36: error: incompatible types for operation (==):
eval/type-expression-misuse.c:6:36:    unknown type 2
eval/type-expression-misuse.c:6:36:    int v
eval/type-expression-misuse.c:7:35: error: incompatible types for operation (==):
eval/type-expression-misuse.c:7:35:    unknown type 2
eval/type-expression-misuse.c:7:35:    void *
eval/type-expression-misuse.c:8:29: error: cannot size expression
eval/type-expression-misuse.c:9:26: error: non-scalar type in conditional:
eval/type-expression-misuse.c:9:26:    unknown type 2
eval/type-expression-misuse.c:10:29: error: non-scalar type in conditional:
eval/type-expression-misuse.c:10:29:    unknown type 2
eval/type-expression-misuse.c:11:35: error: not an lvalue
 * check-error-end
 */
