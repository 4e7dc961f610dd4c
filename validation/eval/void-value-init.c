static void f(void)
{
}
static int h(void)
{
	int x = f();

	return x;
}
/*
 * check-name: initializing an int from a void call
 * check-command: sparse $file
 *
 * check-error-start
eval/void-value-init.c:6:18: warning: incorrect type in initializer (different base types)
eval/void-value-init.c:6:18:    expected int x
eval/void-value-init.c:6:18:    got void
 * check-error-end
 */
