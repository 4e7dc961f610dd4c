#define __user __attribute__((noderef, address_space(__user)))

static int *strip(int __user *u)
{
	return u;
}
/*
 * check-name: an unused plain static function is checked
 * check-command: sparse $file
 *
 * check-error-start
eval/unused-static-checked.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/unused-static-checked.c:5:16:    expected int *
eval/unused-static-checked.c:5:16:    got int [noderef] __user *u
 * check-error-end
 */
