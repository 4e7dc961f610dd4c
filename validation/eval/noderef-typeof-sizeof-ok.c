#define __user __attribute__((noderef, address_space(__user)))

static int i(int __user *u)
{
	typeof(*u) x = 0;

	return x + sizeof(*u) + sizeof(u[3]);
}
/*
 * check-name: typeof and sizeof of a noderef dereference are silent
 * check-command: sparse $file
 */
