struct s { int a; int b; };
static struct s x = { .a.b = 1 };
/*
 * check-name: a member designator below a scalar member
 * check-command: sparse $file
 *
 * check-error-start
eval/init/nested-field-in-scalar.c:2:26: error: field name not in struct or union initializer
 * check-error-end
 */
