struct s { int a; int b; };
static struct s x = { 1, 2, 3 };
static struct s y = { .b = 1, 2, 3 };
/*
 * check-name: excessive elements in a struct initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/init/excess-struct.c:2:29: warning: excessive elements in struct or union initializer
eval/init/excess-struct.c:3:31: warning: excessive elements in struct or union initializer
eval/init/excess-struct.c:3:34: warning: excessive elements in struct or union initializer
 * check-error-end
 */
