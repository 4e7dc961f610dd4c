static int f(int *p, long *l)
{
	return p == l;
}
static void g(long *l)
{
	int *p = l;
	(void)p;
}
static void h(int *p, long *l)
{
	if (p == l)
		return;
}
static void m(int *l)
{
	char *p = l;
	(void)p;
}
/*
 * check-name: a later error brings continuation lines back
 * check-command: sparse $file
 *
 * check-error-start
eval/error-restores-continuations.c:3:18: error: incompatible types in comparison expression (different type sizes):
eval/error-restores-continuations.c:3:18:    int *
eval/error-restores-continuations.c:3:18:    long *
eval/error-restores-continuations.c:7:18: warning: incorrect type in initializer (different type sizes)
eval/error-restores-continuations.c:12:15: error: incompatible types in comparison expression (different type sizes):
eval/error-restores-continuations.c:12:15:    int *
eval/error-restores-continuations.c:12:15:    long *
eval/error-restores-continuations.c:17:19: warning: incorrect type in initializer (different type sizes)
eval/error-restores-continuations.c:17:19:    expected char *p
eval/error-restores-continuations.c:17:19:    got int *l
 * check-error-end
 */
