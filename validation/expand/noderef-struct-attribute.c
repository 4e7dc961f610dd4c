#define __user __attribute__((noderef, address_space(__user)))
typedef struct cap_data { int eff; } __user *cap_data_t;
static int f(int i)
{
	struct cap_data kdata[2];
	kdata[i].eff = 1;
	return kdata[0].eff;
}
/*
 * check-name: a struct declared with __user after its body is noderef
 *
 * check-error-start
expand/noderef-struct-attribute.c:6:14: warning: dereference of noderef expression
expand/noderef-struct-attribute.c:7:21: warning: dereference of noderef expression
 * check-error-end
 */
