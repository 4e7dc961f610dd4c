static void f(int *p, long *l)
{
	if (p == l)
		return;
}
static void g(long *l)
{
	int *p = l;
	(void)p;
}
/*
 * check-name: after an error in an if condition, later warnings keep their continuation lines
 * check-command: sparse $file
 *
 * check-error-start
eval/error-if-keeps-continuations.c:3:15: error: incompatible types in comparison expression (different type sizes):
eval/error-if-keeps-continuations.c:3:15:    int *
eval/error-if-keeps-continuations.c:3:15:    long *
eval/error-if-keeps-continuations.c:8:18: warning: incorrect type in initializer (different type sizes)
eval/error-if-keeps-continuations.c:8:18:    expected int *p
eval/error-if-keeps-continuations.c:8:18:    got long *l
 * check-error-end
 */
