#define __user __attribute__((noderef, address_space(__user)))
#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
struct s {
	int __user *i;
	char __user c[4];
	int n;
	void __user *v;
	int __iomem *io;
	int *plain;
	struct s __user *next;
};

static void to_void(struct s __rcu *p) { void __user *x = p->i; }
static void to_kernel(struct s __rcu *p) { void *x = p->i; }
static void to_char(struct s __rcu *p) { char __user *x = p->i; }
static void from_void(struct s __rcu *p) { int __user *x = p->v; }
static void to_struct(struct s __rcu *p) { void __user *x = p->next; }
static void same_type(struct s __rcu *p) { int __user *x = p->i; }
static void user_io(struct s __user *u) { void __iomem *x = u->io; }
static void user_user(struct s __user *u) { void __user *x = u->i; }
static void no_space(struct s __rcu *p) { void *x = p->plain; }
static void array(struct s __rcu *p) { void __user *x = p->c; }
static void address(struct s __rcu *p) { void __user *x = &p->n; }
static void store(struct s __rcu *p, void __user *x) { p->i = x; }
static void to_long(struct s __rcu *p) { long x = p->i; }
static void to_bool(struct s __rcu *p) { _Bool b = p->i; }
static int eq_void(struct s __rcu *p) { return p->i == (void __user *)0; }
static int eq_rcu(struct s __rcu *p) { return p->i == (void __rcu *)0; }
static int eq_null(struct s __rcu *p) { return p->i == (void *)0; }
static void arg(struct s __rcu *p)
{
	extern void g(void __user *);

	g(p->i);
}
/*
 * check-name: pointer members of another address space, converted
 * check-description: which implied conversions of a member read through
 *	a pointer of an address space report both spaces at the member's
 *	'*', as sparse does: an error silences the warnings of its function.
 *
 * check-error-start
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:15:55: warning: incorrect type in initializer (different address spaces)
eval/stored-pointer-as-kinds.c:15:55:    expected void *x
eval/stored-pointer-as-kinds.c:15:55:    got int [noderef] __user *[noderef] __rcu i
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:16:60: warning: incorrect type in initializer (different type sizes)
eval/stored-pointer-as-kinds.c:16:60:    expected char [noderef] __user *x
eval/stored-pointer-as-kinds.c:16:60:    got int [noderef] __user *[noderef] __rcu i
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:8:21: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:11:25: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:9:21: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:23:57: warning: incorrect type in initializer (different address spaces)
eval/stored-pointer-as-kinds.c:23:57:    expected void [noderef] __user *x
eval/stored-pointer-as-kinds.c:23:57:    got char [noderef] __rcu *
eval/stored-pointer-as-kinds.c:24:60: warning: incorrect type in initializer (different address spaces)
eval/stored-pointer-as-kinds.c:24:60:    expected void [noderef] __user *x
eval/stored-pointer-as-kinds.c:24:60:    got int [noderef] __rcu *
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:26:52: warning: incorrect type in initializer (different base types)
eval/stored-pointer-as-kinds.c:26:52:    expected long x
eval/stored-pointer-as-kinds.c:26:52:    got int [noderef] __user *[noderef] __rcu i
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
eval/stored-pointer-as-kinds.c:29:52: error: incompatible types in comparison expression (different address spaces):
eval/stored-pointer-as-kinds.c:29:52:    int [noderef] __user *
eval/stored-pointer-as-kinds.c:29:52:    void [noderef] __rcu *
eval/stored-pointer-as-kinds.c:5:20: error: multiple address spaces given
 * check-error-end
 */
