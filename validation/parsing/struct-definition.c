struct point { int x, y; };
struct point p;
struct point *pp;
/*
 * check-name: a struct with members and a tag
 * check-command: test-parsing $file
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
 */
