struct q { int *p; int a; };
static struct q a = { 0 };
static struct q b[2] = { 0 };
static int *f[2] = { 0 };
/*
 * check-name: -Wuniversal-initializer: { 0 } is checked like any initializer
 * check-command: sparse -Wuniversal-initializer $file
 *
 * check-error-start
eval/universal-initializer-warn.c:2:23: warning: Using plain integer as NULL pointer
eval/universal-initializer-warn.c:3:26: warning: missing braces around initializer
eval/universal-initializer-warn.c:3:26: warning: Using plain integer as NULL pointer
eval/universal-initializer-warn.c:4:22: warning: Using plain integer as NULL pointer
 * check-error-end
 */
