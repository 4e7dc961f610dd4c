struct bf { int a:3; int b:5; unsigned c:1; int :2; int d; };
static struct bf x = { 1, 2, 1, 4 };
static struct bf y = { .b = 1, 1, 1, 5 };
/*
 * check-name: bit-fields take positional and designated values
 * check-command: sparse $file
 *
 * check-error-start
eval/init/bitfields.c:3:38: warning: excessive elements in struct or union initializer
 * check-error-end
 */
