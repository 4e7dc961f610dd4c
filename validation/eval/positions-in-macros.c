#define __user __attribute__((noderef, address_space(__user)))
#define ID(x) (x)
#define DEREF(p) (*(p))
#define ASSIGN(a, b) do { (a) = (b); } while (0)
#define CALL(f, a) f(a)
#define NUL 0
#define CMP(a, b) ((a) == (b))
extern void take(int *p);

static int f1(int __user *u)
{
	return DEREF(u);
}
static void f2(int __user *u, int *k)
{
	ASSIGN(k, u);
}
static void f3(int __user *u)
{
	CALL(take, u);
	take(ID(u));
}
static int *f4(void)
{
	return NUL;
}
static int f5(int *p, long *l)
{
	return CMP(ID(p), l);
}
static void f6(void)
{
	char c = ID(0x1ff);
	(void)c;
}
static void f7(int __user *u)
{
	take(
		u);
}
/*
 * check-name: diagnostics inside macro expansions point at the macro invocation
 * check-command: sparse $file
 *
 * check-error-start
eval/positions-in-macros.c:16:9: warning: incorrect type in assignment (different address spaces)
eval/positions-in-macros.c:16:9:    expected int *k
eval/positions-in-macros.c:16:9:    got int [noderef] __user *u
eval/positions-in-macros.c:20:9: warning: incorrect type in argument 1 (different address spaces)
eval/positions-in-macros.c:20:9:    expected int *p
eval/positions-in-macros.c:20:9:    got int [noderef] __user *u
eval/positions-in-macros.c:21:14: warning: incorrect type in argument 1 (different address spaces)
eval/positions-in-macros.c:21:14:    expected int *p
eval/positions-in-macros.c:21:14:    got int [noderef] __user *u
eval/positions-in-macros.c:25:16: warning: Using plain integer as NULL pointer
eval/positions-in-macros.c:29:16: error: incompatible types in comparison expression (different type sizes):
eval/positions-in-macros.c:29:16:    int *
eval/positions-in-macros.c:29:16:    long *
eval/positions-in-macros.c:39:17: warning: incorrect type in argument 1 (different address spaces)
eval/positions-in-macros.c:39:17:    expected int *p
eval/positions-in-macros.c:39:17:    got int [noderef] __user *u
eval/positions-in-macros.c:12:16: warning: dereference of noderef expression
eval/positions-in-macros.c:33:18: warning: cast truncates bits from constant value (1ff becomes ff)
 * check-error-end
 */
