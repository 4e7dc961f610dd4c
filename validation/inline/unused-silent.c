#define __user __attribute__((noderef, address_space(__user)))
extern void take(int *p);
static inline int f(int __user *u)
{
	take(u);
	return 0;
}
/*
 * check-name: inline: unused-silent
 * check-command: sparse $file
 */
