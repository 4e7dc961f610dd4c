struct a { int x; };

static int f(struct a s)
{
	int i;

	i = s;
	return i;
}
/*
 * check-name: assigning a struct to an int
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-struct-to-int.c:7:11: warning: incorrect type in assignment (different base types)
eval/assign-struct-to-int.c:7:11:    expected int i
eval/assign-struct-to-int.c:7:11:    got struct a s
 * check-error-end
 */
