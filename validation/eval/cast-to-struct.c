struct s { int a; };

static struct s k(int x)
{
	return (struct s)x;
}
/*
 * check-name: casting an int to a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-to-struct.c:5:17: warning: cast to non-scalar
 * check-error-end
 */
