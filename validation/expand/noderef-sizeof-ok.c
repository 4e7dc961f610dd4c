#define __user __attribute__((noderef, address_space(__user)))
struct s { int a; };

static int f(struct s __user *p)
{
	typeof(p->a) x = 0;

	return sizeof(*p) + sizeof(p->a) + x;
}
/*
 * check-name: sizeof and typeof do not dereference
 */
