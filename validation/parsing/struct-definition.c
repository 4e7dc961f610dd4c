struct point { int x, y; };
struct point p;
struct point *pp;
/*
 * check-name: a struct with members and a tag
 * check-command: test-parsing $file
 *
 * check-output-start
struct point [addressable] [toplevel] p {
    int x;
    int y;
}
struct point *[addressable] [toplevel] pp
 * check-output-end
 */
