static void f(void)
{
	const int c = 1;

	c += 4;
}
/*
 * check-name: compound assignment to a const variable
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-const-compound.c:5:9: error: assignment to const expression
 * check-error-end
 */
