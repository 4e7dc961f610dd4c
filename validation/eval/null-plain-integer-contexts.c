extern void take(int *p);

static int *f(int *q)
{
	int *p = 0;

	take(0);
	if (q == 0)
		return 0;
	return p;
}
/*
 * check-name: 0 as a pointer in initializer, argument, return and comparison
 * check-command: sparse $file
 *
 * check-error-start
eval/null-plain-integer-contexts.c:5:18: warning: Using plain integer as NULL pointer
eval/null-plain-integer-contexts.c:7:14: warning: Using plain integer as NULL pointer
eval/null-plain-integer-contexts.c:8:18: warning: Using plain integer as NULL pointer
eval/null-plain-integer-contexts.c:9:24: warning: Using plain integer as NULL pointer
 * check-error-end
 */
