static void f(long *l)
{
	int *p = l;
	int *q = l;
	(void)p; (void)q;
}
static void g(long *l)
{
	int *p = l;
	(void)p;
}
/*
 * check-name: -Wsparse-error keeps the continuation lines
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-continuations.c:3:18: error: incorrect type in initializer (different type sizes)
eval/sparse-error-continuations.c:3:18:    expected int *p
eval/sparse-error-continuations.c:3:18:    got long *l
eval/sparse-error-continuations.c:4:18: error: incorrect type in initializer (different type sizes)
eval/sparse-error-continuations.c:4:18:    expected int *q
eval/sparse-error-continuations.c:4:18:    got long *l
eval/sparse-error-continuations.c:9:18: error: incorrect type in initializer (different type sizes)
eval/sparse-error-continuations.c:9:18:    expected int *p
eval/sparse-error-continuations.c:9:18:    got long *l
 * check-error-end
 */
