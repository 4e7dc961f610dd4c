struct s { int a; };

static int h(struct s *p)
{
	return p.a;
}
/*
 * check-name: . on a struct pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/dot-on-pointer.c:5:17: error: expected structure or union
 * check-error-end
 */
