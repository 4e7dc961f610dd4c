struct s { int a; int b; } __attribute__((designated_init));
static struct s x = { 1, 2 };
static struct s z = { .a = 1, 2 };
/*
 * check-name: positional initializers for a designated_init struct
 * check-command: sparse $file
 *
 * check-error-start
eval/designated-init-positional.c:2:23: warning: in initializer for x: positional init of field in struct s, declared with attribute designated_init
eval/designated-init-positional.c:2:26: warning: in initializer for x: positional init of field in struct s, declared with attribute designated_init
eval/designated-init-positional.c:3:31: warning: in initializer for z: positional init of field in struct s, declared with attribute designated_init
 * check-error-end
 */
