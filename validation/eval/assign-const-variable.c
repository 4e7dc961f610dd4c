static const int c = 1;

static void f(void)
{
	c = 4;
}
/*
 * check-name: assignment to a const variable
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-const-variable.c:5:9: error: assignment to const expression
 * check-error-end
 */
