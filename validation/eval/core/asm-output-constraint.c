static void f(int x)
{
	asm("" : "r"(x));
}
/*
 * check-name: an asm output without '='
 * check-command: sparse $file
 *
 * check-error-start
eval/core/asm-output-constraint.c:3:18: error: output constraint is not an assignment constraint ("r")
 * check-error-end
 */
