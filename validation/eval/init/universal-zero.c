struct s { int *p; };
struct t { struct s s; int a; };
static struct s a = { 0 };
static struct t b = { 0 };
static int *c[2] = { 0 };
static int *d = { 0 };
static struct s e = { { 0 } };
/*
 * check-name: { 0 } zeroes any aggregate without checking the 0
 * check-command: sparse $file
 *
 * check-error-start
eval/init/universal-zero.c:6:19: warning: Using plain integer as NULL pointer
eval/init/universal-zero.c:7:23: warning: braces around scalar initializer
eval/init/universal-zero.c:7:25: warning: Using plain integer as NULL pointer
 * check-error-end
 */
