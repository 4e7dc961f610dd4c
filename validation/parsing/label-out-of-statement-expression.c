static int f(int x)
{
	({ goto b; 0; });
b:
	({ ({ goto d; 0; }); d: 2; });
	({ e: ({ goto e; 0; }); });
	asm goto("" : : : : g);
	({ g: 2; });
	return x;
}
/*
 * check-name: jumps out of or within statement expressions, and asm goto, are fine
 */
