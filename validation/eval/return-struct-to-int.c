struct s { int a; };

static int f(struct s x)
{
	return x;
}
/*
 * check-name: returning a struct as an int
 * check-command: sparse $file
 *
 * check-error-start
eval/return-struct-to-int.c:5:16: warning: incorrect type in return expression (different base types)
eval/return-struct-to-int.c:5:16:    expected int
eval/return-struct-to-int.c:5:16:    got struct s x
 * check-error-end
 */
