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
 * check-name: -fverify-ir: the pass after which the IR is broken is named, exit 2
 * check-command: test-verify-ir --break=after-terminator -fverify-ir $file
 * check-exit-value: 2
 *
 * check-error-start
internal error: IR of 'f' broken by kill_unreachable_bbs: .L0: 'nop' after its terminator
 * check-error-end
 */
