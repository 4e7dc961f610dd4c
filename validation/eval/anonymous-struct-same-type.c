static struct { int a; } s1;
static struct { long b; } s1;
static struct X { int a; } s2;
static struct Y { int a; } s2;
static union { int a; } s3;
static union { int a; } s3;
static struct { int a; } *s4;
static struct { int a; } *s4;
static enum { E1 } s5;
static enum { E2 } s5;
static struct { int a; } x;
static struct { int a; } y;
static struct { int a; } *px;
static struct { long b; } *py;
void f(void) { x = y; px = py; }
/*
 * check-name: struct and union types differ by tag: two without one do not, as sparse
 *
 * check-error-start
eval/anonymous-struct-same-type.c:4:28: error: symbol 's2' redeclared with different type (different base types):
eval/anonymous-struct-same-type.c:4:28:    struct Y static [toplevel] s2
eval/anonymous-struct-same-type.c:3:28: note: previously declared as:
eval/anonymous-struct-same-type.c:3:28:    struct X static [toplevel] s2
eval/anonymous-struct-same-type.c:15:18: warning: incorrect type in assignment (invalid types)
eval/anonymous-struct-same-type.c:15:18:    expected struct <noident> static [toplevel] x
eval/anonymous-struct-same-type.c:15:18:    got struct <noident> static [toplevel] y
eval/anonymous-struct-same-type.c:15:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
