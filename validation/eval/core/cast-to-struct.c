struct s { int a; };
static void f(int x)
{
	(void)(struct s)x;
}
/*
 * check-name: a cast to a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/core/cast-to-struct.c:4:16: warning: cast to non-scalar
 * check-error-end
 */
