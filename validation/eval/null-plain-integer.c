static void f(int *p, int **pp)
{
	p = 0;
	*pp = 0;
	(void)p;
}
/*
 * check-name: Using plain integer as NULL pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/null-plain-integer.c:3:13: warning: Using plain integer as NULL pointer
eval/null-plain-integer.c:4:15: warning: Using plain integer as NULL pointer
 * check-error-end
 */
