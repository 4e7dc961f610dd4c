static int f(void)
{
	return __builtin_isnan();
}

static int g(double d)
{
	return __builtin_isinf(d, d);
}
/*
 * check-name: __builtin_isnan and __builtin_isinf take one argument
 *
 * check-error-start
builtin/float-class-arity.c:3:31: error: not enough arguments for __builtin_isnan
builtin/float-class-arity.c:8:31: error: too many arguments for __builtin_isinf
 * check-error-end
 */
