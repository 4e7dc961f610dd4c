#define __user __attribute__((noderef, address_space(__user)))
static inline int get(int __user *u, int k)
{
	static const int tab[] = { 1, 2, 3 };
	char buf[sizeof(int) * 2];

	buf[0] = (char)k;
	return tab[k & 1] + buf[0] + (int)(unsigned long)u + (1 << 3);
}
static int f(int __user *u)
{
	return get(u, 1) + get(u, 2);
}
/*
 * check-name: an inline function with constants and casts used twice is silent
 * check-command: sparse $file
 */
