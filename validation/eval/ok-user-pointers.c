#define __user __attribute__((noderef, address_space(__user)))
#define __force __attribute__((force))
extern unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);

struct req { int len; char __user *buf; };

static int f(struct req *r, void __user *arg)
{
	struct req __user *ur = arg;
	char __user *end = r->buf + r->len;
	char k[16];

	if (copy_from_user(k, ur, sizeof(k)))
		return -1;
	if (end < r->buf || r->buf == (void __user *)0 || !r->buf)
		return -2;
	return copy_from_user(k, (void __force __user *)k, 1) + (end - r->buf);
}
/*
 * check-name: __user pointers passed and compared within their address space are silent
 * check-command: sparse $file
 */
