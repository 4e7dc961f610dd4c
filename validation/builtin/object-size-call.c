static int f(void)
{
	char a[__builtin_object_size(__builtin_malloc(10), 0)];

	return a[0];
}
/*
 * check-name: __builtin_object_size of a call is not folded
 *
 * check-error-start
builtin/object-size-call.c:3:37: warning: Variable length array is used.
 * check-error-end
 */
