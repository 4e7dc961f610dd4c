struct s { int a, b; };
static struct s v = { .a = 1, .b = 2, .a = 3 };
/*
 * check-name: a member initialized twice
 *
 * check-error-start
expand/override-init-field.c:2:24: warning: Initializer entry defined twice
expand/override-init-field.c:2:40:   also defined here
 * check-error-end
 */
