struct a { int x; int y; };
struct b { struct a in; int z; int arr[4]; };
static struct b v = { .in = { .x = 1, .y = 2 }, .z = 3 };
static struct b w = { .in.y = 1, .arr[2] = 5, .arr[0 ... 1] = 7 };
static struct b u = { .z = 1, .in.x = 2 };
static int m[4][2] = { [1] = { 1, 2 }, [3][1] = 4, [2] = { [0] = 3 } };
static struct a n[] = { [0].x = 1, [3] = { .y = 2 } };
/*
 * check-name: nested, chained, range and mixed designators are silent
 * check-command: sparse $file
 */
