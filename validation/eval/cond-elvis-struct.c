struct s { int x; };

static struct s k(struct s a, struct s b)
{
	return a ?: b;
}
/*
 * check-name: ?: with omitted middle on a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-elvis-struct.c:5:16: error: non-scalar type in conditional:
eval/cond-elvis-struct.c:5:16:    struct s a
 * check-error-end
 */
