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
 * check-name: the verifier finds a block that does not end in a terminator
 * check-command: test-verify-ir --break=no-terminator $file
 * check-exit-value: 2
 *
 * check-error-start
internal error: IR of 'f': .L0: no terminator at its end
 * check-error-end
 */
