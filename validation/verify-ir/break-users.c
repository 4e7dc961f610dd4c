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
 * check-name: the verifier finds a use missing from the users list
 * check-command: test-verify-ir --break=users $file
 * check-exit-value: 2
 *
 * check-error-start
internal error: IR of 'f': .L1: a use of %r6 by 'mul' is not in its users list
 * check-error-end
 */
