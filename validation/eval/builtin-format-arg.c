extern int printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void f(long x, int *p)
{
	printf("%d", p);
	printf(x);
}
/*
 * check-name: a non-string passed as a printf format
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-format-arg.c:6:16: warning: incorrect type in argument 1 (different base types)
eval/builtin-format-arg.c:6:16:    expected char const *fmt
eval/builtin-format-arg.c:6:16:    got long x
 * check-error-end
 */
