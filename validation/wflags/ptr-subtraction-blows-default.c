struct s { char c[3]; };

static long f(struct s *x, struct s *y)
{
	return x - y;
}
/*
 * check-name: -Wptr-subtraction-blows is off by default
 * check-command: sparse $file
 */
