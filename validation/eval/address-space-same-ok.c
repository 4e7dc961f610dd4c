#define __user __attribute__((noderef, address_space(__user)))
extern void use(const void __user *p);

static void f(int __user *u)
{
	int __user *v = u;
	void __user *w = v;
	use(u);
	use(w);
}
/*
 * check-name: the same address space on both sides is silent
 * check-command: sparse $file
 */
