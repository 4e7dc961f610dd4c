struct s { int a; };

static int f(struct s x)
{
	return x ? 1 : 0;
}
/*
 * check-name: a struct as the condition of ?:
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-non-scalar.c:5:16: error: non-scalar type in conditional:
eval/cond-non-scalar.c:5:16:    struct s x
 * check-error-end
 */
