struct s { int a; int b; } __attribute__((designated_init));
static struct s x = { 1, .b = 2 };
/*
 * check-name: -Wdesignated-init is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/designated-init-default.c:2:23: warning: in initializer for x: positional init of field in struct s, declared with attribute designated_init
 * check-error-end
 */
