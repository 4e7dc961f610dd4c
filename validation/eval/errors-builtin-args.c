struct s { int a; };

static long f(struct s *p)
{
	return __builtin_expect(p->x, p->y);
}
/*
 * check-name: after a bad first argument of __builtin_expect the second is not checked
 * check-command: sparse $file
 *
 * check-error-start
eval/errors-builtin-args.c:5:34: error: no member 'x' in struct s
 * check-error-end
 */
