struct s { int a; };
static struct s x3 = { { 1 } };
static char x4[2] = { { 'a' } };
/*
 * check-name: braces around a struct member or array element
 * check-command: sparse $file
 *
 * check-error-start
eval/braces-around-scalar.c:2:24: warning: braces around scalar initializer
eval/braces-around-scalar.c:3:23: warning: braces around scalar initializer
 * check-error-end
 */
