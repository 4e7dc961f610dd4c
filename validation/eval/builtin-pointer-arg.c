static long h(int *p)
{
	return __builtin_ffsl(p) + __builtin_expect(p, 0);
}
/*
 * check-name: a pointer passed to __builtin_ffsl and __builtin_expect
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-pointer-arg.c:3:31: warning: incorrect type in argument 1 (different base types)
eval/builtin-pointer-arg.c:3:31:    expected long
eval/builtin-pointer-arg.c:3:31:    got int *p
eval/builtin-pointer-arg.c:3:53: warning: incorrect type in argument 1 (different base types)
eval/builtin-pointer-arg.c:3:53:    expected long
eval/builtin-pointer-arg.c:3:53:    got int *p
 * check-error-end
 */
