typedef unsigned long __attribute__((nocast)) cputime_t;

static long k(cputime_t *c)
{
	long *p = c;

	return *p;
}
/*
 * check-name: a pointer to a nocast type converted to a pointer to a same-size type
 * check-command: sparse $file
 *
 * check-error-start
eval/nocast-pointer-same-size.c:5:19: warning: implicit cast from nocast type
 * check-error-end
 */
