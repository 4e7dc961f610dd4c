union u { int x; int d[]; };
static union u v;
/*
 * check-name: a flexible array member in a union
 * check-command: sparse $file
 *
 * check-error-start
eval/flexible-array-in-union.c:1:22: error: flexible array member 'd' in a union
 * check-error-end
 */
