struct s { int n; int a[]; };
static struct s x = { 1, { 2, 3 } };
static struct s y = { 1, 2, 3, 4 };
static struct s z = { .a = { 2, 3 } };
static struct s w = { .a[5] = 2 };
/*
 * check-name: a flexible array member takes any number of values
 * check-command: sparse $file
 *
 * check-error-start
eval/init/flexible-array.c:3:26: warning: missing braces around initializer
 * check-error-end
 */
