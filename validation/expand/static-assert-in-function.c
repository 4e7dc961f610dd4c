static void f(void)
{
	_Static_assert(1, "ok");
	_Static_assert(0, "in function");
}
/*
 * check-name: _Static_assert in a block
 *
 * check-error-start
expand/static-assert-in-function.c:4:24: error: static assertion failed: "in function"
 * check-error-end
 */
