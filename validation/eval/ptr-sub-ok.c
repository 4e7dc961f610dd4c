struct s { int a[3]; };

static long f(int *a, int *b, const int *c, struct s *x, struct s *y)
{
	return (a - b) + (a - c) + (x - y);
}
/*
 * check-name: subtracting pointers to the same type is silent
 * check-command: sparse $file
 */
