int long unsigned a;
long unsigned int b;
short signed c;
double long d;
long int long e;
/*
 * check-name: type specifiers in any order make the same type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
unsigned long [addressable] [toplevel] a
.align 8
unsigned long [addressable] [toplevel] b
.align 2
signed short [addressable] [toplevel] c
.align 16
long double [addressable] [toplevel] d
.align 8
long long [addressable] [toplevel] e
 * check-output-end
 * check-error-start
parsing/decl-spec-order.c:1:19: warning: symbol 'a' was not declared. Should it be static?
parsing/decl-spec-order.c:2:19: warning: symbol 'b' was not declared. Should it be static?
parsing/decl-spec-order.c:3:14: warning: symbol 'c' was not declared. Should it be static?
parsing/decl-spec-order.c:4:13: warning: symbol 'd' was not declared. Should it be static?
parsing/decl-spec-order.c:5:15: warning: symbol 'e' was not declared. Should it be static?
 * check-error-end
 */
