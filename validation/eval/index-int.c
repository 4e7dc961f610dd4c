static int f(int i)
{
	return i[0];
}
/*
 * check-name: subscripting an int
 * check-command: sparse $file
 *
 * check-error-start
eval/index-int.c:3:17: error: cannot dereference this type
 * check-error-end
 */
