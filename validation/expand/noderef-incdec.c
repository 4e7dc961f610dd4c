#define __user __attribute__((noderef, address_space(__user)))

static void f(int __user *p)
{
	(*p)++;
	++*p;
	*p += 2;
}
/*
 * check-name: read-modify-write through a noderef pointer
 *
 * check-error-start
expand/noderef-incdec.c:5:11: warning: dereference of noderef expression
expand/noderef-incdec.c:6:12: warning: dereference of noderef expression
expand/noderef-incdec.c:7:10: warning: dereference of noderef expression
 * check-error-end
 */
