static char buf[10];

static int f(void)
{
	char a[__builtin_object_size(buf, 1)];

	return a[0];
}
/*
 * check-name: __builtin_object_size type 1 of a known object is not folded
 *
 * check-error-start
builtin/object-size-subobject.c:5:37: warning: Variable length array is used.
 * check-error-end
 */
