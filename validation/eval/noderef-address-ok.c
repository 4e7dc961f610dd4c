#define __user __attribute__((noderef, address_space(__user)))
struct s { int a; int b[2]; };

static int __user *f(struct s __user *s)
{
	return &s->a;
}
static int __user *g(struct s __user *s)
{
	return s->b;
}
static unsigned long h(struct s __user *s)
{
	return sizeof(*s) + sizeof(s->a);
}
/*
 * check-name: address of a member, array decay and sizeof through noderef are silent
 * check-command: sparse $file
 */
