union u { int a; char b; short c; };
static union u x = { 1, 2 };
static union u y = { .b = 1, 2 };
/*
 * check-name: a union takes one value: positional values after it are excessive
 * check-command: sparse $file
 *
 * check-error-start
eval/init/excess-union.c:2:25: warning: excessive elements in struct or union initializer
eval/init/excess-union.c:3:30: warning: excessive elements in struct or union initializer
 * check-error-end
 */
