struct s { int a; int b } x;
/*
 * check-name: the last member without its semicolon
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
struct s [addressable] [toplevel] x {
    int a;
    int b;
}
 * check-output-end
 *
 * check-error-start
parsing/err-struct-last-member.c:1:25: error: expected ; at end of declaration
 * check-error-end
 */
