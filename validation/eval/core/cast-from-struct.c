struct s { int a; };
static int f(struct s x)
{
	return (int)x;
}
/*
 * check-name: a cast from a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/core/cast-from-struct.c:4:17: warning: cast from non-scalar
 * check-error-end
 */
