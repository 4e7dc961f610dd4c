struct a { int x; int y; };
struct b { struct a in; int z; };
static struct b v = { .in.x = 1, 2, 3 };
/*
 * check-name: -Wpast-deep-designator turns it on
 * check-command: sparse -Wpast-deep-designator $file
 *
 * check-error-start
wflags/past-deep-designator.c:3:34: warning: advancing past deep designator
 * check-error-end
 */
