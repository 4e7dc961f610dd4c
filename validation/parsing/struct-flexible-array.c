struct s { int n; char data[]; } a;
struct t { int n; char data[0]; } b;
/*
 * check-name: flexible and zero-length array members
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
struct s [addressable] [toplevel] a {
    int n;
    char data[0];
}
.align 4
struct t [addressable] [toplevel] b {
    int n;
    char data[0];
}
 * check-output-end
 * check-error-start
parsing/struct-flexible-array.c:1:34: warning: symbol 'a' was not declared. Should it be static?
parsing/struct-flexible-array.c:2:35: warning: symbol 'b' was not declared. Should it be static?
 * check-error-end
 */
