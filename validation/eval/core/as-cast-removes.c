#define __user __attribute__((noderef, address_space(__user)))
static int *f(int __user *u)
{
	return (int *)u;
}
/*
 * check-name: a cast drops the address space
 * check-command: sparse $file
 *
 * check-error-start
eval/core/as-cast-removes.c:4:17: warning: cast removes address space '__user' of expression
 * check-error-end
 */
