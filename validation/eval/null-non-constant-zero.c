static void f(int *p, int x)
{
	p = x * 0;
	(void)p;
}
/*
 * check-name: x * 0 is not a null pointer constant
 * check-command: sparse $file
 *
 * check-error-start
eval/null-non-constant-zero.c:3:11: warning: incorrect type in assignment (different base types)
eval/null-non-constant-zero.c:3:11:    expected int *p
eval/null-non-constant-zero.c:3:11:    got int
 * check-error-end
 */
