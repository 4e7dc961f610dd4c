struct s { int x; };

static void e(struct s *p)
{
	p += 1.0;
}
/*
 * check-name: p += 1.0 on a struct pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-pointer-plus-float.c:5:11: error: invalid assignment
 * check-error-end
 */
