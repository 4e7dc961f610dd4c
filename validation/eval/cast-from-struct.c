struct s { int a; };

static int m(struct s v)
{
	return (int)v;
}
/*
 * check-name: casting a struct to an int
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-from-struct.c:5:17: warning: cast from non-scalar
 * check-error-end
 */
