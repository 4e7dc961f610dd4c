struct s { int a, b; };
static struct s y = { .  c = 1 };
/*
 * check-name: an unknown field name is said at the name, not after the '.'
 *
 * check-error-start
eval/designator-unknown-field-spaced.c:2:26: error: unknown field name in initializer
 * check-error-end
 */
