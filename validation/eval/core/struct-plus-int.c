struct s { int a; };
static void f(struct s x)
{
	(void)(x + 1);
}
/*
 * check-name: adding an int to a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/core/struct-plus-int.c:4:18: error: incompatible types for operation (+):
eval/core/struct-plus-int.c:4:18:    struct s x
eval/core/struct-plus-int.c:4:18:    int
 * check-error-end
 */
