extern int ext(int);

static long f(void)
{
	return ext;
}
static long g(long x)
{
	return &x;
}
/*
 * check-name: returning a function or an address as int
 * check-command: sparse $file
 *
 * check-error-start
eval/return-function-as-int.c:5:16: warning: incorrect type in return expression (different base types)
eval/return-function-as-int.c:5:16:    expected long
eval/return-function-as-int.c:5:16:    got int ( * )( ... )
eval/return-function-as-int.c:9:17: warning: incorrect type in return expression (different base types)
eval/return-function-as-int.c:9:17:    expected long
eval/return-function-as-int.c:9:17:    got long *
 * check-error-end
 */
