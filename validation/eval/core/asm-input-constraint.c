static void f(int x)
{
	asm("" : : "=r"(x));
}
/*
 * check-name: an asm input with '='
 * check-command: sparse $file
 *
 * check-error-start
eval/core/asm-input-constraint.c:3:20: error: input constraint with assignment ("=r")
 * check-error-end
 */
