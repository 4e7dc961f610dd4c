#define __user __attribute__((noderef, address_space(__user)))
struct iovec { void __user *iov_base; unsigned long iov_len; };
struct kvec { void *iov_base; unsigned long iov_len; };
union iter { const struct iovec *iov; const struct kvec *kvec; };
static void f(union iter *i, struct kvec *k, struct iovec *u)
{
	i->iov = k;
	i->kvec = u;
	i->kvec = (const struct kvec *)u;
	u->iov_base = k->iov_base;
	k->iov_base = u->iov_base;
}
/*
 * check-name: assigning between __user and kernel pointer members
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-member-address-space.c:7:16: warning: incorrect type in assignment (different base types)
eval/assign-member-address-space.c:7:16:    expected struct iovec const *iov
eval/assign-member-address-space.c:7:16:    got struct kvec *k
eval/assign-member-address-space.c:8:17: warning: incorrect type in assignment (different base types)
eval/assign-member-address-space.c:8:17:    expected struct kvec const *kvec
eval/assign-member-address-space.c:8:17:    got struct iovec *u
eval/assign-member-address-space.c:10:21: warning: incorrect type in assignment (different address spaces)
eval/assign-member-address-space.c:10:21:    expected void [noderef] __user *iov_base
eval/assign-member-address-space.c:10:21:    got void *iov_base
eval/assign-member-address-space.c:11:21: warning: incorrect type in assignment (different address spaces)
eval/assign-member-address-space.c:11:21:    expected void *iov_base
eval/assign-member-address-space.c:11:21:    got void [noderef] __user *iov_base
 * check-error-end
 */
