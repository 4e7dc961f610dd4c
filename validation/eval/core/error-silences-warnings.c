#define __user __attribute__((noderef, address_space(__user)))
static int *g(int __user *u)
{
	nothing = 1;
	return u;
}
/*
 * check-name: after an error, the warnings of the same function are dropped
 * check-command: sparse $file
 *
 * check-error-start
eval/core/error-silences-warnings.c:4:9: error: undefined identifier 'nothing'
 * check-error-end
 */
