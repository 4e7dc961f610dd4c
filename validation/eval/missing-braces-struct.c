struct q { int *p; int a; };
struct r { struct q in; int x; };
static struct q c[2] = { 1 };
static struct r e = { 1, 2 };
/*
 * check-name: a nested struct initialized without inner braces
 * check-command: sparse $file
 *
 * check-error-start
eval/missing-braces-struct.c:3:26: warning: missing braces around initializer
eval/missing-braces-struct.c:3:26: warning: incorrect type in initializer (different base types)
eval/missing-braces-struct.c:3:26:    expected int *p
eval/missing-braces-struct.c:3:26:    got int
eval/missing-braces-struct.c:4:23: warning: missing braces around initializer
eval/missing-braces-struct.c:4:23: warning: incorrect type in initializer (different base types)
eval/missing-braces-struct.c:4:23:    expected int *p
eval/missing-braces-struct.c:4:23:    got int
 * check-error-end
 */
