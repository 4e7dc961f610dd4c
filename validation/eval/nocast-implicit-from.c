typedef unsigned long __attribute__((nocast)) cputime_t;

static long j(cputime_t c)
{
	int i = c;

	return i;
}
/*
 * check-name: a nocast value converted implicitly to a narrower type
 * check-command: sparse $file
 *
 * check-error-start
eval/nocast-implicit-from.c:5:17: warning: implicit cast from nocast type
 * check-error-end
 */
