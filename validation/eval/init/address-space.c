#define __user __attribute__((address_space(__user)))
struct ops { long (*read)(char *buf, unsigned long n); char *p; };
static long my_read(char __user *buf, unsigned long n);
static char __user *up;
static struct ops ops = { .read = my_read, .p = up };
/*
 * check-name: a __user pointer for a kernel pointer member
 * check-command: sparse $file
 *
 * check-error-start
eval/init/address-space.c:5:35: warning: incorrect type in initializer (incompatible argument 1 (different address spaces))
eval/init/address-space.c:5:35:    expected long ( *read )( ... )
eval/init/address-space.c:5:35:    got long ( * )( ... )
eval/init/address-space.c:5:49: warning: incorrect type in initializer (different address spaces)
eval/init/address-space.c:5:49:    expected char *p
eval/init/address-space.c:5:49:    got char __user *static [toplevel] up
 * check-error-end
 */
