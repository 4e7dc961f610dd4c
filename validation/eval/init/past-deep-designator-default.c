struct s { int a; struct { int b, c; } in; int d; };
static struct s x = { .in.b = 1, 2, 3 };
static struct s y = { .in.c = 1, 2, 3 };
/*
 * check-name: positional values after a deep designator, silently
 * check-command: sparse $file
 *
 * check-error-start
eval/init/past-deep-designator-default.c:3:37: warning: excessive elements in struct or union initializer
 * check-error-end
 */
