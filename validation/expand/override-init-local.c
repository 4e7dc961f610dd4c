struct s { int a, b; };
static int f(void)
{
	struct s v = { .b = 1, .a = 2, .b = 3 };

	return v.a;
}
/*
 * check-name: a local initializer with a member given twice
 *
 * check-error-start
expand/override-init-local.c:4:25: warning: Initializer entry defined twice
expand/override-init-local.c:4:41:   also defined here
 * check-error-end
 */
