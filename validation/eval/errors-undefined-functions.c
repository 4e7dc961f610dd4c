struct s { int a; };

static int f(struct s *p)
{
	return nofn(p->x) + nofn2(p->y);
}
/*
 * check-name: two undefined functions in one expression
 * check-command: sparse $file
 *
 * check-error-start
eval/errors-undefined-functions.c:5:16: error: undefined identifier 'nofn'
eval/errors-undefined-functions.c:5:29: error: undefined identifier 'nofn2'
 * check-error-end
 */
