struct s { int a; int b; };
static struct s x = { .a = 1, .a = 2 };
/*
 * check-name: a struct field initialized twice
 * check-command: sparse $file
 *
 * check-error-start
eval/override-init-field.c:2:24: warning: Initializer entry defined twice
eval/override-init-field.c:2:32:   also defined here
 * check-error-end
 */
