static void f(int *p, int x)
{
	p = x ? 0 : p;
	p = 0 ? p : 0;
	(void)p;
}
/*
 * check-name: 0 on both sides of a pointer ?: is reported twice for the second
 * check-command: sparse $file
 *
 * check-error-start
eval/null-in-conditional-twice.c:3:17: warning: Using plain integer as NULL pointer
eval/null-in-conditional-twice.c:4:21: warning: Using plain integer as NULL pointer
eval/null-in-conditional-twice.c:4:21: warning: Using plain integer as NULL pointer
 * check-error-end
 */
