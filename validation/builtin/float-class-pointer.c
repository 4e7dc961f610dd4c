static int f(double *p)
{
	return __builtin_isfinite(p);
}
/*
 * check-name: __builtin_isfinite of a pointer
 *
 * check-error-start
builtin/float-class-pointer.c:3:34: error: non-floating-point argument in call to __builtin_isfinite()
 * check-error-end
 */
