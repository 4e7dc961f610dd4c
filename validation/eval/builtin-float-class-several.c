static int j(int *p, int x)
{
	return __builtin_isnan(x) + __builtin_isinf(p);
}
/*
 * check-name: every non-floating argument in one expression is reported
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-float-class-several.c:3:31: error: non-floating-point argument in call to __builtin_isnan()
eval/builtin-float-class-several.c:3:52: error: non-floating-point argument in call to __builtin_isinf()
 * check-error-end
 */
