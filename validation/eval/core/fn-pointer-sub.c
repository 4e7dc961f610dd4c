static void g(void) { }
static long f(void (*p)(void))
{
	return p - g;
}
/*
 * check-name: subtracting function pointers
 * check-command: sparse $file
 *
 * check-error-start
eval/core/fn-pointer-sub.c:4:18: error: subtraction of functions? Share your drugs
 * check-error-end
 */
