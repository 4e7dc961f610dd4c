struct point { int x, y; };
struct point p;
struct point *pp;
/*
 * check-name: a struct with members and a tag
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
struct point [addressable] [toplevel] p {
    int x;
    int y;
}
.align 8
struct point *[addressable] [toplevel] pp
 * check-output-end
 * check-error-start
parsing/struct-definition.c:2:14: warning: symbol 'p' was not declared. Should it be static?
parsing/struct-definition.c:3:14: warning: symbol 'pp' was not declared. Should it be static?
 * check-error-end
 */
