#ifdef __CHECKER__
#define __user __attribute__((noderef, address_space(__user)))
#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __force __attribute__((force))
#define __bitwise __attribute__((bitwise))
#else
#error "sparse defines __CHECKER__"
#endif
typedef unsigned short __bitwise __le16;
struct dev { __le16 id; struct dev __rcu *next; } __attribute__((no_such_attr));
extern unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);

static void done(void)
{
}
static void finish(void)
{
	return done();
}
static int probe(struct dev *d, void *buf)
{
	struct dev *n = d->next;

	finish();
	if (d->id == 3)
		return 1;
	return copy_to_user(buf, n, sizeof(*n));
}
/*
 * check-name: a kernel-like snippet checked with the kernel's CHECKFLAGS
 * check-command: sparse -D__linux__ -Dlinux -D__STDC__ -Dunix -D__unix__ -Wbitwise -Wno-return-void -Wno-unknown-attribute -D__x86_64__ --arch=x86 -mlittle-endian -m64 -D__KERNEL__ -std=gnu11 $file
 *
 * check-error-start
eval/kernel-checkflags.c:22:26: warning: incorrect type in initializer (different address spaces)
eval/kernel-checkflags.c:22:26:    expected struct dev *n
eval/kernel-checkflags.c:22:26:    got struct dev [noderef] __rcu *next
eval/kernel-checkflags.c:25:14: warning: restricted __le16 degrades to integer
eval/kernel-checkflags.c:27:29: warning: incorrect type in argument 1 (different address spaces)
eval/kernel-checkflags.c:27:29:    expected void [noderef] __user *to
eval/kernel-checkflags.c:27:29:    got void *buf
 * check-error-end
 */
