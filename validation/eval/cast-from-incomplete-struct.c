struct s;

static int f(struct s *p)
{
	return (int)*p;
}
/*
 * check-name: casting a dereferenced incomplete struct
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-from-incomplete-struct.c:5:17: warning: cast from non-scalar
 * check-error-end
 */
