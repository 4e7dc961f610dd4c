struct s { int a; union { int b; long c; }; struct { int d, e; }; int f; };
static struct s x = { 1, 2, 3, 4, 5 };
static struct s y = { .c = 1, 2 };
static struct s z = { .e = 1, 2 };
static struct s w = { .d = 1, .f = 2 };
/*
 * check-name: anonymous struct and union members take positional values
 * check-command: sparse $file
 *
 * check-error-start
eval/init/anonymous-members.c:2:26: warning: missing braces around initializer
eval/init/anonymous-members.c:2:29: warning: missing braces around initializer
eval/init/anonymous-members.c:3:31: warning: excessive elements in struct or union initializer
eval/init/anonymous-members.c:4:31: warning: excessive elements in struct or union initializer
 * check-error-end
 */
