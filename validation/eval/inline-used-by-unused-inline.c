#define __user __attribute__((noderef, address_space(__user)))

static inline int *a(int __user *u)
{
	return u;
}

static inline int *b(int __user *u)
{
	return a(u);
}
/*
 * check-name: an inline used only by an unused inline is not checked
 * check-command: sparse $file
 */
