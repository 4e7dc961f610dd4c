#define __user __attribute__((noderef, address_space(__user)))
static void f(int __user *p)
{
	asm volatile("" : "=m"(*p));
	asm volatile("" : "+r"(*p));
	asm volatile("" : "=r"(*p));
	asm volatile("" : : "m"(*p));
	asm volatile("" : : "r"(*p));
	asm volatile("" : "+m"(*p));
	asm volatile("" : "=rm"(*p));
	asm volatile("" : : "g"(*p));
	asm volatile("" : : "o"(*p));
	asm volatile("" : : "Q"(*p));
}
/*
 * check-name: asm operands are read unless their constraint is memory
 *
 * check-error-start
expand/noderef-asm-operands.c:5:33: warning: dereference of noderef expression
expand/noderef-asm-operands.c:6:33: warning: dereference of noderef expression
expand/noderef-asm-operands.c:8:34: warning: dereference of noderef expression
expand/noderef-asm-operands.c:10:34: warning: dereference of noderef expression
expand/noderef-asm-operands.c:11:34: warning: dereference of noderef expression
 * check-error-end
 */
