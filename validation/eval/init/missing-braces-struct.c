struct s { int a; int b; };
struct t { struct s s; int c[3]; };
static struct t x = { 1, 2, 3 };
static struct t y = { { 1, 2 }, 3, 4, 5 };
/*
 * check-name: a nested struct initialized without its braces
 * check-command: sparse $file
 *
 * check-error-start
eval/init/missing-braces-struct.c:3:23: warning: missing braces around initializer
eval/init/missing-braces-struct.c:3:29: warning: missing braces around initializer
eval/init/missing-braces-struct.c:4:33: warning: missing braces around initializer
 * check-error-end
 */
