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
 * check-name: -fmax-warnings: the last warning becomes too many warnings without continuation lines
 * check-command: sparse -fmax-warnings=2 $file
 *
 * check-error-start
eval/max-warnings-continuations.c:3:18: warning: incorrect type in initializer (different type sizes)
eval/max-warnings-continuations.c:3:18:    expected int *p
eval/max-warnings-continuations.c:3:18:    got long *l
eval/max-warnings-continuations.c:4:18: warning: too many warnings
 * check-error-end
 */
