typedef unsigned long __attribute__((nocast)) cputime_t;

static long j(cputime_t c)
{
	int i = c;
	unsigned int u = c;
	unsigned long l = c;

	return i + u + l;
}
/*
 * check-name: -m32: a nocast unsigned long converted to int still warns
 * check-command: sparse -m32 $file
 *
 * check-error-start
eval/nocast-m32-same-size.c:5:17: warning: implicit cast from nocast type
eval/nocast-m32-same-size.c:6:26: warning: implicit cast from nocast type
 * check-error-end
 */
