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
 * check-name: the verifier finds a phi-node source that is no live phisrc
 * check-command: test-verify-ir --break=phi-source $file
 * check-exit-value: 2
 *
 * check-error-start
internal error: IR of 'f': .L4: %r30(s) has the source %phi2(s), no live phisrc
 * check-error-end
 */
