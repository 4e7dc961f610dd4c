struct s { int a; int b; };
static struct s x = { .a = 1, .a = 2 };
/*
 * check-name: -Woverride-init is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/override-init-default.c:2:24: warning: Initializer entry defined twice
wflags/override-init-default.c:2:32:   also defined here
 * check-error-end
 */
