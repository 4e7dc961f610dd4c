struct s { int a[3]; };

static long f(struct s *x, struct s *y)
{
	return x - y;
}
static long g(int *x, int *y)
{
	return x - y;
}
/*
 * check-name: -Wptr-subtraction-blows on a non-power-of-2 size
 * check-command: sparse -Wptr-subtraction-blows $file
 *
 * check-error-start
eval/ptr-sub-blows.c:5:18: warning: potentially expensive pointer subtraction
eval/ptr-sub-blows.c:5:18:     'struct s' has a non-power-of-2 size: 12
 * check-error-end
 */
