struct s { int a; };

static void k(struct s v)
{
	for (; v; )
		;
}
/*
 * check-name: a struct as the condition of for
 * check-command: sparse $file
 *
 * check-error-start
eval/for-non-scalar.c:5:16: error: non-scalar type in conditional:
eval/for-non-scalar.c:5:16:    struct s v
 * check-error-end
 */
