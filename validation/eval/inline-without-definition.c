static inline int put(int *p);
static int f(int *p)
{
	return put(p);
}
/*
 * check-name: calling an inline function that is never defined
 * check-command: sparse $file
 *
 * check-error-start
eval/inline-without-definition.c:1:22: error: marked inline, but without a definition
 * check-error-end
 */
