static void f(long *p)
{
	__atomic_clear(p + 0, 0, 0);
}
/*
 * check-name: __atomic_clear has a prototype
 *
 * check-error-start
builtin/atomic-clear-prototype.c:3:26: warning: incorrect type in argument 1 (different type sizes)
builtin/atomic-clear-prototype.c:3:26:    expected bool volatile *
builtin/atomic-clear-prototype.c:3:26:    got long *
builtin/atomic-clear-prototype.c:3:23: error: too many arguments for function __atomic_clear
 * check-error-end
 */
