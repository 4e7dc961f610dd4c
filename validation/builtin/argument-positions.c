static int f(int *p, double d)
{
	int r = __sync_fetch_and_or(((void *)p), 1);
	return r + __builtin_add_overflow(1, (d), p);
}
static int g(int *p)
{
	return __builtin_isnan((*p));
}
/*
 * check-name: where the argument errors point, through parentheses
 *
 * check-error-start
builtin/argument-positions.c:3:39: error: invalid type for argument 1:
builtin/argument-positions.c:3:39:         void *
builtin/argument-positions.c:4:47: error: invalid type for argument 2:
builtin/argument-positions.c:4:47:         double d
builtin/argument-positions.c:8:31: error: non-floating-point argument in call to __builtin_isnan()
 * check-error-end
 */
