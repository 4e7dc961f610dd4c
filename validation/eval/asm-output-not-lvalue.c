static void f(int x)
{
	asm("" : "=r"(x + 1));
}
/*
 * check-name: an asm output that is not an lvalue
 * check-command: sparse $file
 * check-known-to-fail
 *
 * check-error-start
eval/asm-output-not-lvalue.c:3:25: warning: asm output is not an lvalue
eval/asm-output-not-lvalue.c:3:25: warning: generating address of non-lvalue (5)
 * check-error-end
 */
