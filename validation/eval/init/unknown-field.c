struct s { int a; int b; };
static struct s x = { .a = 1, .z = 2 };
/*
 * check-name: a designator naming no member
 * check-command: sparse $file
 *
 * check-error-start
eval/init/unknown-field.c:2:32: error: unknown field name in initializer
 * check-error-end
 */
