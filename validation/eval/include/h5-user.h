#define __user __attribute__((noderef, address_space(__user)))
static inline int h5_get(int __user *u)
{
	return *u;
}
static inline int *h5_strip(int __user *u)
{
	return u;
}
