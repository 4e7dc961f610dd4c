struct s { int a; int b; };
static struct s z = { 1, 2, 3 };
/*
 * check-name: more initializers than struct members
 * check-command: sparse $file
 *
 * check-error-start
eval/excessive-struct-init.c:2:29: warning: excessive elements in struct or union initializer
 * check-error-end
 */
