struct s { int a; int b; };
static struct s x = { { 1, 2 }, 3 };
static struct s y = { .b = { 1, 2 } };
/*
 * check-name: a list of several values for a scalar member
 * check-command: sparse $file
 *
 * check-error-start
eval/init/bogus-scalar.c:2:23: warning: bogus scalar initializer
eval/init/bogus-scalar.c:3:24: warning: bogus scalar initializer
 * check-error-end
 */
