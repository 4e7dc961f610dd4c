struct a { int x; int y; };
struct b { struct a in; int z; };
static struct b v = { .in.x = 1, 2, 3 };
/*
 * check-name: -Wpast-deep-designator is off by default
 * check-command: sparse $file
 */
