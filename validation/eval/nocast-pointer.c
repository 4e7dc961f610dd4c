typedef unsigned long __attribute__((nocast)) cputime_t;

static int *k(cputime_t *c)
{
	int *p = c;

	return p;
}
/*
 * check-name: a pointer to a nocast type converted to int *
 * check-command: sparse $file
 *
 * check-error-start
eval/nocast-pointer.c:5:18: warning: incorrect type in initializer (different type sizes)
eval/nocast-pointer.c:5:18:    expected int *p
eval/nocast-pointer.c:5:18:    got unsigned long [nocast] [usertype] *c
eval/nocast-pointer.c:5:18: warning: implicit cast from nocast type
 * check-error-end
 */
