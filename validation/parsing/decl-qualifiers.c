const int a;
volatile int b;
const char *p;
char *const q;
char *const *r;
int *restrict s;
const volatile int *const *v;
/*
 * check-name: qualifiers go to the declared thing or to what a pointer points to
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int const [addressable] [toplevel] a
.align 4
int volatile [addressable] [toplevel] b
.align 8
char const *[addressable] [toplevel] p
.align 8
char *const [addressable] [toplevel] q
.align 8
char *const *[addressable] [toplevel] r
.align 8
int *restrict [addressable] [toplevel] s
.align 8
int const volatile *const *[addressable] [toplevel] v
 * check-output-end
 * check-error-start
parsing/decl-qualifiers.c:1:11: warning: symbol 'a' was not declared. Should it be static?
parsing/decl-qualifiers.c:2:14: warning: symbol 'b' was not declared. Should it be static?
parsing/decl-qualifiers.c:3:12: warning: symbol 'p' was not declared. Should it be static?
parsing/decl-qualifiers.c:4:6: warning: symbol 'q' was not declared. Should it be static?
parsing/decl-qualifiers.c:5:6: warning: symbol 'r' was not declared. Should it be static?
parsing/decl-qualifiers.c:6:5: warning: symbol 's' was not declared. Should it be static?
parsing/decl-qualifiers.c:7:20: warning: symbol 'v' was not declared. Should it be static?
 * check-error-end
 */
