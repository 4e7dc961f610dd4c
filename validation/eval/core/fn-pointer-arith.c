static void g(void) { }
static void *f(void)
{
	return g + 1;
}
/*
 * check-name: arithmetic on a pointer to a function
 * check-command: sparse $file
 *
 * check-error-start
eval/core/fn-pointer-arith.c:4:18: error: arithmetics on pointers to functions
 * check-error-end
 */
