#define __user __attribute__((noderef, address_space(__user)))
struct s { int a; };

static int f(int __user *u, struct s __user *s)
{
	return u[1] + s->a;
}
/*
 * check-name: indexing and member access through noderef pointers
 * check-command: sparse $file
 *
 * check-error-start
eval/noderef-index-member.c:6:17: warning: dereference of noderef expression
eval/noderef-index-member.c:6:23: warning: dereference of noderef expression
 * check-error-end
 */
