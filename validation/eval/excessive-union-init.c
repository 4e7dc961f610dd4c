union u { int a; char c; };
static union u z = { 1, 2 };
/*
 * check-name: more than one initializer for a union
 * check-command: sparse $file
 *
 * check-error-start
eval/excessive-union-init.c:2:25: warning: excessive elements in struct or union initializer
 * check-error-end
 */
