static int d(void)
{
	return 1[2];
}
/*
 * check-name: subscripting a constant with a constant
 * check-command: sparse $file
 *
 * check-error-start
eval/index-constant.c:3:17: error: cannot dereference this type
 * check-error-end
 */
