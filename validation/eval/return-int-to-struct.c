struct s { int a; };

static struct s f(int a)
{
	return a;
}
/*
 * check-name: returning an int as a struct: invalid types
 * check-command: sparse $file
 *
 * check-error-start
eval/return-int-to-struct.c:5:16: warning: incorrect type in return expression (invalid types)
eval/return-int-to-struct.c:5:16:    expected struct s
eval/return-int-to-struct.c:5:16:    got int a
 * check-error-end
 */
