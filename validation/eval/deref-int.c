static int f(int i)
{
	return *i;
}
/*
 * check-name: * on an int
 * check-command: sparse $file
 *
 * check-error-start
eval/deref-int.c:3:16: error: cannot dereference this type
 * check-error-end
 */
