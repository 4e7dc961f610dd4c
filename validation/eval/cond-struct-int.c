struct s { int a; };

static int f(int c, struct s x, int i)
{
	return c ? x : i;
}
/*
 * check-name: ?: between a struct and an int
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-struct-int.c:5:18: error: incompatible types in conditional expression (different base types):
eval/cond-struct-int.c:5:18:    struct s
eval/cond-struct-int.c:5:18:    int
 * check-error-end
 */
