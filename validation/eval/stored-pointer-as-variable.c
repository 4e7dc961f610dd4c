#define __user __attribute__((noderef, address_space(__user)))
#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __nocast __attribute__((nocast))

static void to_long(void)
{
	int __user * __rcu v;
	long x = v;
}

static void assign_null(void)
{
	int __user * __rcu v;
	v = 0;
}

static void both(void)
{
	int __user * __rcu v;
	char __user * __iomem w;
	v = w;
}

static void cond(void)
{
	int __user * __rcu v;
	void __user *x = 1 ? v : v;
	void __user *y = 1 ? v : 0;
}

static void deeper(void)
{
	int __user * __rcu * __iomem w;
	long x = w;
	long y = *w;
}

static void nocast(void)
{
	int __nocast __user * __rcu v;
	long x = v;
}

static void null_cast(void)
{
	int __user * __rcu v;
	v = (void *)0;
	v = (int __user *)0;
}
/*
 * check-name: pointer variable of another address space, converted
 * check-description: a `T __user * __rcu` variable converted implicitly
 *	reports both spaces at its '*', as the value and as the type it is
 *	converted to: twice when both are such pointers; the nocast warning
 *	that would follow is silenced by the error.
 *
 * check-error-start
eval/stored-pointer-as-variable.c:9:18: warning: incorrect type in initializer (different base types)
eval/stored-pointer-as-variable.c:9:18:    expected long x
eval/stored-pointer-as-variable.c:9:18:    got int [noderef] __user *[noderef] __rcu v
eval/stored-pointer-as-variable.c:8:20: error: multiple address spaces given
eval/stored-pointer-as-variable.c:15:13: warning: Using plain integer as NULL pointer
eval/stored-pointer-as-variable.c:14:20: error: multiple address spaces given
eval/stored-pointer-as-variable.c:22:11: warning: incorrect type in assignment (different type sizes)
eval/stored-pointer-as-variable.c:22:11:    expected int [noderef] __user *[noderef] __rcu v
eval/stored-pointer-as-variable.c:22:11:    got char [noderef] __user *[noderef] __iomem w
eval/stored-pointer-as-variable.c:21:21: error: multiple address spaces given
eval/stored-pointer-as-variable.c:20:20: error: multiple address spaces given
eval/stored-pointer-as-variable.c:27:20: error: multiple address spaces given
eval/stored-pointer-as-variable.c:27:20: error: multiple address spaces given
eval/stored-pointer-as-variable.c:35:18: warning: incorrect type in initializer (different base types)
eval/stored-pointer-as-variable.c:34:28: error: multiple address spaces given
eval/stored-pointer-as-variable.c:34:20: error: multiple address spaces given
eval/stored-pointer-as-variable.c:42:18: warning: incorrect type in initializer (different base types)
eval/stored-pointer-as-variable.c:42:18:    expected long x
eval/stored-pointer-as-variable.c:42:18:    got int [nocast] [noderef] __user *[noderef] __rcu v
eval/stored-pointer-as-variable.c:41:29: error: multiple address spaces given
eval/stored-pointer-as-variable.c:9:18: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:15:9: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:28:30: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:29:30: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:35:18: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:36:19: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:36:19: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:42:18: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:48:9: warning: dereference of noderef expression
eval/stored-pointer-as-variable.c:49:9: warning: dereference of noderef expression
 * check-error-end
 */
