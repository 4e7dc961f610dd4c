struct s { int a; };
static struct s x = { .nope = 1 };
/*
 * check-name: a designator naming no member
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-unknown-field.c:2:24: error: unknown field name in initializer
 * check-error-end
 */
