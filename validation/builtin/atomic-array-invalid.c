static long f(void)
{
	long arr[2] = { 0 };

	return __atomic_load_n(arr, 0);
}
/*
 * check-name: __atomic_load_n on an array: no decay to a pointer
 *
 * check-error-start
builtin/atomic-array-invalid.c:5:32: error: invalid type for argument 1:
builtin/atomic-array-invalid.c:5:32:         long arr[2]
 * check-error-end
 */
