struct s { int a; };

static int *f(struct s *p)
{
	return &p->x + p->y;
}
/*
 * check-name: both operands of a sum with an address are checked
 * check-command: sparse $file
 *
 * check-error-start
eval/errors-address-plus-bad.c:5:18: error: no member 'x' in struct s
eval/errors-address-plus-bad.c:5:25: error: no member 'y' in struct s
 * check-error-end
 */
