#define __user __attribute__((noderef, address_space(__user)))
static int f(void)
{
	return nothing;
}
static int *g(int __user *u)
{
	return u;
}
/*
 * check-name: an error in one function does not silence the next one
 * check-command: sparse $file
 *
 * check-error-start
eval/core/per-symbol-errors.c:4:16: error: undefined identifier 'nothing'
eval/core/per-symbol-errors.c:8:16: warning: incorrect type in return expression (different address spaces)
 * check-error-end
 */
