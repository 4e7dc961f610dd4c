static int f(int n, int *p)
{
	int s = 0;

	for (int i = 0; i < n; i++) {
		if (p[i] > 3)
			s += p[i] * 2 + i;
		else
			s -= i;
	}
	return s;
}
/*
 * check-name: the verifier finds a branch to a block not in the function
 * check-command: test-verify-ir --break=dead-block $file
 * check-exit-value: 2
 *
 * check-error-start
internal error: IR of 'f': .L0: its child .L4 is a dead block
 * check-error-end
 */
