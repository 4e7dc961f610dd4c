static void *f(int c, int *p)
{
	return c ? p : 0;
}
/*
 * check-name: ?: between a pointer and a plain 0
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-null-pointer.c:3:24: warning: Using plain integer as NULL pointer
 * check-error-end
 */
