#define __user __attribute__((noderef, address_space(__user)))
struct s { int a; int b[4]; };

static int __user *f(struct s __user *p, int __user *q)
{
	if (&p->a == &q[2])
		return &*q;
	return p->b;
}
/*
 * check-name: taking addresses through noderef pointers is fine
 */
