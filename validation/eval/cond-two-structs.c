struct s { int a; };
struct t { int a; };

static void f(int c, struct s x, struct t y)
{
	c ? x : y;
}
/*
 * check-name: ?: between two different structs
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-two-structs.c:6:11: error: incompatible types in conditional expression (different base types):
eval/cond-two-structs.c:6:11:    struct s
eval/cond-two-structs.c:6:11:    struct t
 * check-error-end
 */
