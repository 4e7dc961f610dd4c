static int *f(int *p)
{
	if (p == 0)
		return 0;
	return p;
}
/*
 * check-name: 0 used as a null pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/core/null-plain-integer.c:3:18: warning: Using plain integer as NULL pointer
eval/core/null-plain-integer.c:4:24: warning: Using plain integer as NULL pointer
 * check-error-end
 */
