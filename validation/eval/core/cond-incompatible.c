struct s { int a; };
static int f(int c, struct s x)
{
	return c ? x : 1;
}
/*
 * check-name: ?: of a struct and an int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/cond-incompatible.c:4:18: error: incompatible types in conditional expression (different base types):
eval/core/cond-incompatible.c:4:18:    struct s
eval/core/cond-incompatible.c:4:18:    int
 * check-error-end
 */
