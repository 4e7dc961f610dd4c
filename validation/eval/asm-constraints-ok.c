static void f(int x)
{
	asm("" : : "X"(x));
	asm("" : "=Q"(x));
	asm("" : "=r"(x) : "0"(x));
}
/*
 * check-name: X, Q and matching digit constraints are accepted
 * check-command: sparse $file
 */
