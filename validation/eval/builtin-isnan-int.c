static int j(int *p, int x)
{
	return __builtin_isnan(x) + __builtin_isinf(p) + __builtin_signbit(x);
}
/*
 * check-name: __builtin_isnan and __builtin_signbit on integers
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-isnan-int.c:3:31: error: non-floating-point argument in call to __builtin_isnan()
eval/builtin-isnan-int.c:3:52: error: non-floating-point argument in call to __builtin_isinf()
eval/builtin-isnan-int.c:3:75: error: non-floating-point argument in call to __builtin_signbit()
 * check-error-end
 */
