static int f(int *p, long *l)
{
	return p == l;
}
static void g(long *l)
{
	int *p = l;
	(void)p;
}
static void k(int *l)
{
	char *p = l;
	(void)p;
}
/*
 * check-name: -Wsparse-error shows the warning an error normally hides: return of a failed comparison
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-shows-bad-type-return.c:3:18: error: incompatible types in comparison expression (different type sizes):
eval/sparse-error-shows-bad-type-return.c:3:18:    int *
eval/sparse-error-shows-bad-type-return.c:3:18:    long *
eval/sparse-error-shows-bad-type-return.c:3:18: error: incorrect type in return expression (different base types)
eval/sparse-error-shows-bad-type-return.c:3:18:    expected int
eval/sparse-error-shows-bad-type-return.c:3:18:    got bad type
eval/sparse-error-shows-bad-type-return.c:7:18: error: incorrect type in initializer (different type sizes)
eval/sparse-error-shows-bad-type-return.c:7:18:    expected int *p
eval/sparse-error-shows-bad-type-return.c:7:18:    got long *l
eval/sparse-error-shows-bad-type-return.c:12:19: error: incorrect type in initializer (different type sizes)
eval/sparse-error-shows-bad-type-return.c:12:19:    expected char *p
eval/sparse-error-shows-bad-type-return.c:12:19:    got int *l
 * check-error-end
 */
