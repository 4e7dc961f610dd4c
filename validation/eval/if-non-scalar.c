struct s { int a; };

static int f(struct s x)
{
	if (x)
		return 1;
	return 0;
}
/*
 * check-name: a struct as the condition of if
 * check-command: sparse $file
 *
 * check-error-start
eval/if-non-scalar.c:5:13: error: non-scalar type in conditional:
eval/if-non-scalar.c:5:13:    struct s x
 * check-error-end
 */
