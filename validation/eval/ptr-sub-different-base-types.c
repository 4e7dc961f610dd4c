struct s { int a; };
struct t { int b; };

static long f(struct s *x, struct t *y)
{
	return x - y;
}
/*
 * check-name: subtracting pointers to different structs
 * check-command: sparse $file
 *
 * check-error-start
eval/ptr-sub-different-base-types.c:6:18: error: subtraction of different types can't work (different base types)
 * check-error-end
 */
