struct a { int x; int y; };
struct b { struct a in; int z; };
static struct b v = { .in.x = 1, 2, 3 };
/*
 * check-name: positional values after a deep designator are silent by default
 * check-command: sparse $file
 */
