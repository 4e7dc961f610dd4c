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
 * check-name: the verifier finds a use its definition does not dominate
 * check-command: test-verify-ir --break=dominance $file
 * check-exit-value: 2
 *
 * check-error-start
internal error: IR of 'f': .L1: 'mul' uses %r6, whose definition in .L1 does not dominate it
 * check-error-end
 */
