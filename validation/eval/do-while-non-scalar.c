struct s { int a; };

static void h(struct s v)
{
	do
		;
	while (v);
}
/*
 * check-name: a struct as the condition of do-while
 * check-command: sparse $file
 *
 * check-error-start
eval/do-while-non-scalar.c:7:16: error: non-scalar type in conditional:
eval/do-while-non-scalar.c:7:16:    struct s v
 * check-error-end
 */
