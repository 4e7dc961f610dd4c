#define __user __attribute__((noderef, address_space(__user)))
struct s { int m; };
static int *f(struct s __user *p)
{
	return &p->m;
}
/*
 * check-name: a member reached through a __user pointer is __user
 * check-command: sparse $file
 *
 * check-error-start
eval/core/as-member.c:5:17: warning: incorrect type in return expression (different address spaces)
eval/core/as-member.c:5:17:    expected int *
eval/core/as-member.c:5:17:    got int [noderef] __user *
 * check-error-end
 */
