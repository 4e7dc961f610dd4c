extern void reg(int (*cb)(void *));

static int cb1(int *p)
{
	return *p;
}
static int cb2(void *p)
{
	return 0;
}
static void f(void)
{
	reg(cb1);
	reg(cb2);
}
/*
 * check-name: a callback taking int * where void * is expected
 * check-command: sparse $file
 *
 * check-error-start
eval/fnptr-arg-callback.c:13:13: warning: incorrect type in argument 1 (incompatible argument 1 (different base types))
eval/fnptr-arg-callback.c:13:13:    expected int ( *cb )( ... )
eval/fnptr-arg-callback.c:13:13:    got int ( * )( ... )
 * check-error-end
 */
