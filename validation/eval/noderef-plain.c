#define __noderef __attribute__((noderef))

static int f(int __noderef *n)
{
	return *n;
}
/*
 * check-name: noderef without an address space
 * check-command: sparse $file
 *
 * check-error-start
eval/noderef-plain.c:5:17: warning: dereference of noderef expression
 * check-error-end
 */
