#define __user __attribute__((noderef, address_space(__user)))

static void *f(int __user *u)
{
	return (void *)u;
}
/*
 * check-name: cast of a __user pointer to a plain pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-removes-as.c:5:17: warning: cast removes address space '__user' of expression
 * check-error-end
 */
