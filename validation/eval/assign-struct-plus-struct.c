struct s { int x; };

static void h(struct s a, struct s b)
{
	a += b;
}
/*
 * check-name: += between structs
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-struct-plus-struct.c:5:11: error: invalid assignment
 * check-error-end
 */
