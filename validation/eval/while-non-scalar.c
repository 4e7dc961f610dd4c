struct s { int a; };

static void g(struct s v)
{
	while (v)
		;
}
/*
 * check-name: a struct as the condition of while
 * check-command: sparse $file
 *
 * check-error-start
eval/while-non-scalar.c:5:16: error: non-scalar type in conditional:
eval/while-non-scalar.c:5:16:    struct s v
 * check-error-end
 */
