#define __user __attribute__((noderef, address_space(__user)))
int *f(void)
{
	return 0;
}
int x;
static int *g(void)
{
	return 0;
}
int h(int __user *u)
{
	return *u;
}
/*
 * check-name: the -Wdecl warning of a function follows the warnings of its body
 * check-command: sparse $file
 *
 * check-error-start
eval/order-not-declared-after-body.c:4:16: warning: Using plain integer as NULL pointer
eval/order-not-declared-after-body.c:2:5: warning: symbol 'f' was not declared. Should it be static?
eval/order-not-declared-after-body.c:6:5: warning: symbol 'x' was not declared. Should it be static?
eval/order-not-declared-after-body.c:9:16: warning: Using plain integer as NULL pointer
eval/order-not-declared-after-body.c:11:5: warning: symbol 'h' was not declared. Should it be static?
eval/order-not-declared-after-body.c:13:17: warning: dereference of noderef expression
 * check-error-end
 */
