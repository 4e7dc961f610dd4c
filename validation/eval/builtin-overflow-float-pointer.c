static int f(int a, int b, float x)
{
	return __builtin_sub_overflow(a, b, &x);
}
/*
 * check-name: __builtin_sub_overflow with a float * result
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-overflow-float-pointer.c:3:46: error: invalid type for argument 3:
eval/builtin-overflow-float-pointer.c:3:46:         float *
 * check-error-end
 */
