static double f(double d)
{
	return __sync_fetch_and_add(&d, 1);
}
/*
 * check-name: __sync_fetch_and_add on a double
 *
 * check-error-start
builtin/sync-float-pointer.c:3:38: error: invalid type for argument 1:
builtin/sync-float-pointer.c:3:38:         double *
 * check-error-end
 */
