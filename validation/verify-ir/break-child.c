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
 * check-name: the verifier finds an edge a block's children lack
 * check-command: test-verify-ir --break=child $file
 * check-exit-value: 2
 *
 * check-error-start
internal error: IR of 'f': .L0: the edge to .L4 is in the parents, not in its children
 * check-error-end
 */
