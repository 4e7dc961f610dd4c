static int f(int i)
{
	return i->a;
}
/*
 * check-name: -> on an int
 * check-command: sparse $file
 *
 * check-error-start
eval/arrow-on-int.c:3:17: error: cannot dereference this type
 * check-error-end
 */
