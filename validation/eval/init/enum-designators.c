enum { A, B, C, N };
static int x[N] = { [A] = 1, [C] = 3, [B] = 2 };
static int y[] = { [C] = 3, [A] = 1 };
static int z[N] = { [B ... C] = 1, 2 };
_Static_assert(sizeof(y) == 3 * sizeof(int), "y");
/*
 * check-name: enumerators as index designators
 * check-command: sparse $file
 *
 * check-error-start
eval/init/enum-designators.c:4:36: warning: excessive elements in array initializer
 * check-error-end
 */
