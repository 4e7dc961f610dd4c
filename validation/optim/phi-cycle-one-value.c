int f(int n, int x)
{
	int v = x;

	while (n--)
		if (n & 1)
			v = x;
	return v;
}
/*
 * check-name: optim: phi-nodes of a loop fed only by one value are it
 * check-command: test-linearize -Wno-decl $file
 * check-output-returns: %arg2
 * check-output-ignore
 *
 */
