struct s { int a, b, c; };
static struct s v = { .a = 1, .b = 2, .a = 3, .b = 4 };
/*
 * check-name: -Woverride-init-all reports every overlap
 * check-command: sparse -Woverride-init-all $file
 *
 * check-error-start
expand/override-init-all.c:2:24: warning: Initializer entry defined twice
expand/override-init-all.c:2:40:   also defined here
expand/override-init-all.c:2:32: warning: Initializer entry defined twice
expand/override-init-all.c:2:48:   also defined here
 * check-error-end
 */
