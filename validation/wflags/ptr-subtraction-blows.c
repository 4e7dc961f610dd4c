struct s { char c[3]; };

static long f(struct s *x, struct s *y)
{
	return x - y;
}
/*
 * check-name: -Wptr-subtraction-blows turns it on
 * check-command: sparse -Wptr-subtraction-blows $file
 *
 * check-error-start
wflags/ptr-subtraction-blows.c:5:18: warning: potentially expensive pointer subtraction
wflags/ptr-subtraction-blows.c:5:18:     'struct s' has a non-power-of-2 size: 3
 * check-error-end
 */
