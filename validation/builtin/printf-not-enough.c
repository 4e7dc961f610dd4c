static int f(void)
{
	return __builtin_printf();
}
/*
 * check-name: __builtin_printf needs its format
 *
 * check-error-start
builtin/printf-not-enough.c:3:32: error: not enough arguments for function __builtin_printf
 * check-error-end
 */
