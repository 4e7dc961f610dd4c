static void f(int x)
{
	asm("" : : ""(x));
}
/*
 * check-name: an empty asm constraint
 * check-command: sparse $file
 *
 * check-error-start
eval/core/asm-empty-constraint.c:3:20: error: invalid ASM constraint ("")
 * check-error-end
 */
