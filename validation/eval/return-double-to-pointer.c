static int *f(void)
{
	return 1.0;
}
/*
 * check-name: returning a double as a pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/return-double-to-pointer.c:3:16: warning: incorrect type in return expression (different base types)
eval/return-double-to-pointer.c:3:16:    expected int *
eval/return-double-to-pointer.c:3:16:    got double
 * check-error-end
 */
