static void h(int n)
{
	typedef char buf_t[n];
	buf_t b;

	(void)b;
}
/*
 * check-name: a VLA typedef inside a function
 * check-command: sparse $file
 *
 * check-error-start
eval/vla-typedef.c:3:28: warning: Variable length array is used.
 * check-error-end
 */
