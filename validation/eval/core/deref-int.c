static int f(int x)
{
	return *x;
}
/*
 * check-name: dereferencing an int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/deref-int.c:3:16: error: cannot dereference this type
 * check-error-end
 */
