#define __user __attribute__((noderef, address_space(__user)))
struct s { int a; struct { int c; } in; };

static int f(struct s __user *p)
{
	return p->a + p->in.c + (*p).a;
}
/*
 * check-name: members through a noderef pointer
 *
 * check-error-start
expand/noderef-member.c:6:16: warning: dereference of noderef expression
expand/noderef-member.c:6:23: warning: dereference of noderef expression
expand/noderef-member.c:6:35: warning: dereference of noderef expression
 * check-error-end
 */
