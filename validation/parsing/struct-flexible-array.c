struct s { int n; char data[]; } a;
struct t { int n; char data[0]; } b;
/*
 * check-name: flexible and zero-length array members
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
struct s [addressable] [toplevel] a {
    int n;
    char data[];
}
.align 4
struct t [addressable] [toplevel] b {
    int n;
    char data[0];
}
 * check-output-end
 */
