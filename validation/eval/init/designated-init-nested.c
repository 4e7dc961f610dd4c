struct s { int a; int b; } __attribute__((designated_init));
struct t { struct s in; int c; };
static struct s x[2] = { { 1 }, { .b = 1 } };
static struct t y = { { 2 }, 3 };
static struct t z = { 1 };
typedef struct s S;
static S w[2] = { { 1 } };
struct u { S m; };
static struct u v = { { 1 } };
/*
 * check-name: designated_init structs inside arrays and structs
 * check-command: sparse $file
 *
 * check-error-start
eval/init/designated-init-nested.c:3:28: warning: in initializer for s: positional init of field in struct s, declared with attribute designated_init
eval/init/designated-init-nested.c:4:25: warning: in initializer for in: positional init of field in struct s, declared with attribute designated_init
eval/init/designated-init-nested.c:5:23: warning: missing braces around initializer
eval/init/designated-init-nested.c:7:21: warning: in initializer for s: positional init of field in struct s, declared with attribute designated_init
eval/init/designated-init-nested.c:9:25: warning: in initializer for m: positional init of field in struct s, declared with attribute designated_init
 * check-error-end
 */
