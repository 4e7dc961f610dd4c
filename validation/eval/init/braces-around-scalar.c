struct s { int a; int *p; };
static struct s x = { { 1 }, { 0 } };
static int y[2] = { { 1 }, 2 };
/*
 * check-name: braces around a nested scalar's value
 * check-command: sparse $file
 *
 * check-error-start
eval/init/braces-around-scalar.c:2:23: warning: braces around scalar initializer
eval/init/braces-around-scalar.c:2:30: warning: braces around scalar initializer
eval/init/braces-around-scalar.c:2:32: warning: Using plain integer as NULL pointer
eval/init/braces-around-scalar.c:3:21: warning: braces around scalar initializer
 * check-error-end
 */
