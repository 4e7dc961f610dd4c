static unsigned long f(char *p)
{
	return __builtin_dynamic_object_size(p, 0);
}
/*
 * check-name: sparse 0.6.4 has no __builtin_dynamic_object_size
 *
 * check-error-start
builtin/dynamic-object-size.c:3:16: error: undefined identifier '__builtin_dynamic_object_size'
 * check-error-end
 */
