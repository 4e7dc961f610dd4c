static inline int f(int n)
{
	int i, s = 0;

	for (i = 0; i < n; i++) {
		if (i == 5)
			goto out;
		s += i;
	}
out:
	switch (s) {
	case 1:
		return 1;
	default:
		break;
	}
	return s;
}
static int g(int n)
{
	return f(n) + f(n + 1) + 1 / 0;
}
/*
 * check-name: inline: locals-labels
 * check-command: sparse $file
 *
 * check-error-start
inline/locals-labels.c:21:36: warning: division by zero
 * check-error-end
 */
