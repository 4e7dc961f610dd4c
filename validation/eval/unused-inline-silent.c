#define __user __attribute__((noderef, address_space(__user)))

inline int *strip(int __user *u)
{
	return u;
}
extern inline int *strip2(int __user *u)
{
	return u;
}
/*
 * check-name: unused inline and extern inline definitions are not checked
 * check-command: sparse $file
 */
