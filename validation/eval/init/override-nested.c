struct s { int a, b; };
struct t { struct s s; int c; };
static struct t x1 = { .s.a = 1, .s.b = 2 };
static struct t x2 = { 1, 2, 3 };
static struct t x3 = { .s = { 1, 2 }, .s.b = 2 };
static struct t x4 = { .s.b = 2, .s = { 1, 2 } };
/*
 * check-name: designators into one member at several depths
 * check-description: each entry is a chain of EXPR_POS from the object, as in sparse
 * check-command: sparse $file
 *
 * check-error-start
eval/init/override-nested.c:4:24: warning: missing braces around initializer
eval/init/override-nested.c:5:25: warning: Initializer entry defined twice
eval/init/override-nested.c:5:40:   also defined here
eval/init/override-nested.c:6:35: warning: Initializer entry defined twice
eval/init/override-nested.c:6:25:   also defined here
 * check-error-end
 */
