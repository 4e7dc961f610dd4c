struct s { int a; };
static int f(struct s x)
{
	if (x)
		return 1;
	return 0;
}
/*
 * check-name: a struct as a condition
 * check-command: sparse $file
 *
 * check-error-start
eval/core/non-scalar-condition.c:4:13: error: non-scalar type in conditional:
eval/core/non-scalar-condition.c:4:13:    struct s x
 * check-error-end
 */
