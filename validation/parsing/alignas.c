_Alignas(16) int a;
_Alignas(long) char b;
struct s { _Alignas(8) char c; } s;
/*
 * check-name: _Alignas with a constant and with a type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 16
int [addressable] [toplevel] a
.align 8
char [addressable] [toplevel] b
.align 8
struct s [addressable] [toplevel] s {
    char c;
}
 * check-output-end
 * check-error-start
parsing/alignas.c:1:18: warning: symbol 'a' was not declared. Should it be static?
parsing/alignas.c:2:21: warning: symbol 'b' was not declared. Should it be static?
parsing/alignas.c:3:34: warning: symbol 's' was not declared. Should it be static?
 * check-error-end
 */
