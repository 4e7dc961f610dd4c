#define __user __attribute__((noderef, address_space(__user)))

static inline int *a(int __user *u)
{
	return u;
}

static int *c(int __user *u)
{
	return 0 ? a(u) : 0;
}
/*
 * check-name: an inline called in a constant-false ?: arm is not checked
 * check-command: sparse $file
 *
 * check-error-start
eval/inline-in-folded-conditional.c:10:27: warning: Using plain integer as NULL pointer
eval/inline-in-folded-conditional.c:10:27: warning: Using plain integer as NULL pointer
 * check-error-end
 */
