struct s { int a; };

static int i(void)
{
	return sizeof(struct s).a;
}
/*
 * check-name: sizeof(type).member is a syntax error
 * check-command: sparse $file
 *
 * check-error-start
eval/sizeof-member-syntax.c:5:32: error: Expected ; at end of statement
eval/sizeof-member-syntax.c:5:32: error: got .
 * check-error-end
 */
