#define __user __attribute__((noderef, address_space(__user)))
struct s { int a; };

static void f(int __user *u, struct s __user *s)
{
	*u = 1;
	u[1]++;
	s->a += 2;
}
/*
 * check-name: stores, ++ and += through noderef pointers
 * check-command: sparse $file
 *
 * check-error-start
eval/noderef-lvalues.c:6:10: warning: dereference of noderef expression
eval/noderef-lvalues.c:7:10: warning: dereference of noderef expression
eval/noderef-lvalues.c:8:9: warning: dereference of noderef expression
 * check-error-end
 */
