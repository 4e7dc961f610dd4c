static void *f(void (*fp)(void))
{
	fp = fp + 1;
	return fp;
}
/*
 * check-name: arithmetic on a pointer to function is an error
 * check-command: sparse $file
 *
 * check-error-start
eval/ptr-arith-function.c:3:17: error: arithmetics on pointers to functions
 * check-error-end
 */
