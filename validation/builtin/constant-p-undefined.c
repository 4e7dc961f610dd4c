static int f(void)
{
	return __builtin_constant_p(undefined_name);
}
/*
 * check-name: __builtin_constant_p evaluates its argument
 *
 * check-error-start
builtin/constant-p-undefined.c:3:37: error: undefined identifier 'undefined_name'
 * check-error-end
 */
