static int f(int x, int *p)
{
	asm volatile("" : "=&r"(x) : "0"(x), "m"(*p) : "memory", "cc");
	asm("" : "+r"(x));
	asm goto("" : : "r"(x) : : out);
	return x;
out:
	return 0;
}
/*
 * check-name: asm with outputs, inputs, matching constraints and clobbers is silent
 * check-command: sparse $file
 */
