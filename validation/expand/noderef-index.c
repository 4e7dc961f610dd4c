#define __user __attribute__((noderef, address_space(__user)))
struct s { int b[4]; };

static int f(int __user *p, struct s __user *q)
{
	return p[1] + p[0] + q->b[2];
}
/*
 * check-name: indexing a noderef pointer
 *
 * check-error-start
expand/noderef-index.c:6:17: warning: dereference of noderef expression
expand/noderef-index.c:6:24: warning: dereference of noderef expression
expand/noderef-index.c:6:34: warning: dereference of noderef expression
 * check-error-end
 */
