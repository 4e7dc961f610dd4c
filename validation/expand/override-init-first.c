struct s { int a, b, c; };
static struct s v = { .a = 1, .b = 2, .a = 3, .b = 4 };
/*
 * check-name: only the first overlap is reported
 *
 * check-error-start
expand/override-init-first.c:2:24: warning: Initializer entry defined twice
expand/override-init-first.c:2:40:   also defined here
 * check-error-end
 */
