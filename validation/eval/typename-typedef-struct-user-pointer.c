#define __user __attribute__((noderef, address_space(__user)))
typedef struct cap_header {
	unsigned int version;
	int pid;
} __user *cap_header_t;
typedef struct __user_cap_data {
	unsigned int effective;
} __user *cap_data_t;
extern unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
extern int get(const volatile void __user *ptr);

static int f(cap_header_t header, cap_data_t dataptr, int *k)
{
	get(&header->version);
	return copy_to_user(dataptr, k, 4) + get(k);
}
/*
 * check-name: a typedef of a __user pointer declared with its struct keeps the address space
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-typedef-struct-user-pointer.c:15:50: warning: incorrect type in argument 1 (different address spaces)
eval/typename-typedef-struct-user-pointer.c:15:50:    expected void const volatile [noderef] __user *ptr
eval/typename-typedef-struct-user-pointer.c:15:50:    got int *k
 * check-error-end
 */
