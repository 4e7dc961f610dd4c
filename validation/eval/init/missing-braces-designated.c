struct s { int a; int b; };
struct t { struct s s; int c; };
static struct t x = { .s = 1, 2, 3 };
static struct s y[3] = { [0].b = 1, 2 };
/*
 * check-name: a designated aggregate given a scalar: its first member gets it
 * check-command: sparse $file
 *
 * check-error-start
eval/init/missing-braces-designated.c:3:24: warning: missing braces around initializer
eval/init/missing-braces-designated.c:4:37: warning: missing braces around initializer
 * check-error-end
 */
