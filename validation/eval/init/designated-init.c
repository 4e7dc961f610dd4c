struct s { int a; int b; } __attribute__((designated_init));
static struct s x = { 1, 2 };
static struct s y = { .a = 1, 2 };
static struct s z = { .a = 1, .b = 2 };
typedef struct { int a; } __attribute__((designated_init)) anon_t;
static anon_t w = { 1 };
/*
 * check-name: positional values for a struct declared designated_init
 * check-command: sparse $file
 *
 * check-error-start
eval/init/designated-init.c:2:23: warning: in initializer for x: positional init of field in struct s, declared with attribute designated_init
eval/init/designated-init.c:2:26: warning: in initializer for x: positional init of field in struct s, declared with attribute designated_init
eval/init/designated-init.c:3:31: warning: in initializer for y: positional init of field in struct s, declared with attribute designated_init
eval/init/designated-init.c:6:21: warning: in initializer for w: positional init of field in struct anon_t, declared with attribute designated_init
 * check-error-end
 */
