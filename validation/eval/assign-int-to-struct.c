struct s { int a; };

static void f(void)
{
	struct s v = { 1 };

	v = 3;
}
/*
 * check-name: assigning an int to a struct: invalid types
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-int-to-struct.c:7:11: warning: incorrect type in assignment (invalid types)
eval/assign-int-to-struct.c:7:11:    expected struct s v
eval/assign-int-to-struct.c:7:11:    got int
 * check-error-end
 */
