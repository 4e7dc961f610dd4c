#define __user __attribute__((noderef, address_space(__user)))
#define __force __attribute__((force))
#define MAX_ERRNO 4095
#define IS_ERR_VALUE(x) ((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)

static inline _Bool IS_ERR(__force const void *ptr)
{
	return IS_ERR_VALUE((unsigned long)ptr);
}
static inline long PTR_ERR(__force const void *ptr)
{
	return (long)ptr;
}
struct head { int x; };
extern struct head __user *get_head(int pid);

static long f(int pid)
{
	struct head __user *head = get_head(pid);

	if (IS_ERR(head))
		return PTR_ERR(head);
	return 0;
}
/*
 * check-name: a __force parameter accepts pointers of any address space
 * check-command: sparse $file
 */
