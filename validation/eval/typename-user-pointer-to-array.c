#define __user __attribute__((noderef, address_space(__user)))
struct cap { int eff; };
extern unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);
extern unsigned long copy_to(void __user *to, const void *from, unsigned long n);

static unsigned long f(struct cap __user (*data)[2])
{
	struct cap kdata[2];

	return copy_to(&kdata, data, sizeof(kdata)) + copy_from_user(data, &kdata, 1);
}
/*
 * check-name: the address of a __user array of structs
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-user-pointer-to-array.c:10:25: warning: incorrect type in argument 1 (different address spaces)
eval/typename-user-pointer-to-array.c:10:25:    expected void [noderef] __user *to
eval/typename-user-pointer-to-array.c:10:25:    got struct cap ( * )[2]
eval/typename-user-pointer-to-array.c:10:32: warning: incorrect type in argument 2 (different address spaces)
eval/typename-user-pointer-to-array.c:10:32:    expected void const *from
eval/typename-user-pointer-to-array.c:10:32:    got struct cap [noderef] __user ( *data )[2]
eval/typename-user-pointer-to-array.c:10:70: warning: incorrect type in argument 1 (different address spaces)
eval/typename-user-pointer-to-array.c:10:70:    expected void *to
eval/typename-user-pointer-to-array.c:10:70:    got struct cap [noderef] __user ( *data )[2]
eval/typename-user-pointer-to-array.c:10:77: warning: incorrect type in argument 2 (different address spaces)
eval/typename-user-pointer-to-array.c:10:77:    expected void const [noderef] __user *from
eval/typename-user-pointer-to-array.c:10:77:    got struct cap ( * )[2]
 * check-error-end
 */
