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
 * check-name: after an error in a return, later warnings lose their continuation lines
 * check-command: sparse $file
 *
 * check-error-start
eval/error-return-drops-continuations.c:3:18: error: incompatible types in comparison expression (different type sizes):
eval/error-return-drops-continuations.c:3:18:    int *
eval/error-return-drops-continuations.c:3:18:    long *
eval/error-return-drops-continuations.c:7:18: warning: incorrect type in initializer (different type sizes)
eval/error-return-drops-continuations.c:12:19: warning: incorrect type in initializer (different type sizes)
 * check-error-end
 */
