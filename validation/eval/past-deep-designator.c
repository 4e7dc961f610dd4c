struct a { int x; int y; };
struct b { struct a in; int z; };
static struct b v = { .in.x = 1, 2, 3 };
static struct b w = { .in.y = 1, 2 };
/*
 * check-name: -Wpast-deep-designator: positional values after .in.x
 * check-command: sparse -Wpast-deep-designator $file
 *
 * check-error-start
eval/past-deep-designator.c:3:34: warning: advancing past deep designator
eval/past-deep-designator.c:4:34: warning: advancing past deep designator
 * check-error-end
 */
