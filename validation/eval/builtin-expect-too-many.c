static long f(void *p)
{
	return __builtin_expect(p, 1, 2);
}
/*
 * check-name: __builtin_expect with three arguments and a pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-expect-too-many.c:3:33: warning: incorrect type in argument 1 (different base types)
eval/builtin-expect-too-many.c:3:33:    expected long
eval/builtin-expect-too-many.c:3:33:    got void *p
eval/builtin-expect-too-many.c:3:32: error: too many arguments for function __builtin_expect
 * check-error-end
 */
