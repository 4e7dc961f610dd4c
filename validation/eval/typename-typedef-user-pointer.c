#define __user __attribute__((noderef, address_space(__user)))
struct data { int e; };
typedef struct data __user *data_t;
extern void take(struct data *p);

static void f(data_t d)
{
	take(d);
}
/*
 * check-name: a typedef'd __user pointer shows [usertype] and the address space
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-typedef-user-pointer.c:8:14: warning: incorrect type in argument 1 (different address spaces)
eval/typename-typedef-user-pointer.c:8:14:    expected struct data *p
eval/typename-typedef-user-pointer.c:8:14:    got struct data [noderef] __user *[usertype] d
 * check-error-end
 */
