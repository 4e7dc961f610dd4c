#define __user __attribute__((noderef, address_space(__user)))
#define __rcu __attribute__((noderef, address_space(__rcu)))
typedef void fn_t(int);
typedef fn_t __user *handler_t;
struct act { handler_t handler; };
struct hand { struct act action[4]; };
struct task { struct hand __rcu *sighand; };

static void __user *get(struct task *t, int sig)
{
	return t->sighand->action[sig].handler;
}

static int ignored(struct task *t, int sig)
{
	return t->sighand->action[sig].handler != 0;
}

static void keep(struct task *t, int sig)
{
	handler_t h = t->sighand->action[sig].handler;
}

static void __user *cast(struct task *t, int sig)
{
	return (void __user *)t->sighand->action[sig].handler;
}

static void set(struct task *t, int sig, void __user *h)
{
	t->sighand->action[sig].handler = h;
}
/*
 * check-name: pointer member read through a pointer of another address space
 * check-description: the member of pointer type gets the address space of
 *	the object it is read from; converted implicitly to another pointer
 *	type, both spaces meet at the member's '*' (the signal handler of
 *	the kernel's kernel/signal.c).  Kept as it is, compared, or cast
 *	explicitly, it is silent.
 *
 * check-error-start
eval/stored-pointer-as-member.c:4:21: error: multiple address spaces given
eval/stored-pointer-as-member.c:16:51: warning: Using plain integer as NULL pointer
eval/stored-pointer-as-member.c:4:21: error: multiple address spaces given
 * check-error-end
 */
