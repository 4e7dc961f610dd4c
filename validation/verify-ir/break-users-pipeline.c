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
 * check-name: -fverify-ir: a users list broken before the passes is said after the first
 * check-command: test-verify-ir --break=users -fverify-ir $file
 * check-exit-value: 2
 *
 * check-error-start
internal error: IR of 'f' broken by kill_unreachable_bbs: .L1: a use of %r6 by 'mul' is not in its users list
 * check-error-end
 */
