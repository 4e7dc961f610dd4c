struct s { int a; struct { int b, c; } in; int d; };
static struct s x = { .in.b = 1, 2, 3 };
static struct s y = { .in.c = 1, 2 };
static int z[2][2] = { [0][1] = 1, 2, 3 };
static struct s w = { .in = { 1 }, 2 };
/*
 * check-name: -Wpast-deep-designator: positional values after .a.b or [i][j]
 * check-command: sparse -Wpast-deep-designator $file
 *
 * check-error-start
eval/init/past-deep-designator.c:2:34: warning: advancing past deep designator
eval/init/past-deep-designator.c:3:34: warning: advancing past deep designator
eval/init/past-deep-designator.c:4:36: warning: advancing past deep designator
eval/init/past-deep-designator.c:4:36: warning: missing braces around initializer
 * check-error-end
 */
