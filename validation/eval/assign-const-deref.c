static void f(const int *cp)
{
	*cp = 1;
}
/*
 * check-name: assignment through a pointer to const
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-const-deref.c:3:9: error: assignment to const expression
 * check-error-end
 */
