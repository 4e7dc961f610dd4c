static int a[4] = { [1] = 1, [1] = 2, [2] = 3, [2] = 4 };
struct s { int a, b; };
static struct s b = { .a = 1, .b = 2, .a = 3, .b = 4 };
/*
 * check-name: -Woverride-init-all reports every double entry
 * check-command: sparse -Woverride-init-all $file
 *
 * check-error-start
eval/override-init-all.c:1:22: warning: Initializer entry defined twice
eval/override-init-all.c:1:31:   also defined here
eval/override-init-all.c:1:40: warning: Initializer entry defined twice
eval/override-init-all.c:1:49:   also defined here
eval/override-init-all.c:3:24: warning: Initializer entry defined twice
eval/override-init-all.c:3:40:   also defined here
eval/override-init-all.c:3:32: warning: Initializer entry defined twice
eval/override-init-all.c:3:48:   also defined here
 * check-error-end
 */
