#define __percpu __attribute__((noderef, address_space(__percpu)))
extern void vp(const void __percpu *__vpp_verify);

static void f(int *k)
{
	vp(k);
}
/*
 * check-name: const void __percpu * as expected type
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-const-void-percpu.c:6:12: warning: incorrect type in argument 1 (different address spaces)
eval/typename-const-void-percpu.c:6:12:    expected void const [noderef] __percpu *__vpp_verify
eval/typename-const-void-percpu.c:6:12:    got int *k
 * check-error-end
 */
