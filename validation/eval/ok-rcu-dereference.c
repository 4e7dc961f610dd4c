#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __force __attribute__((force))
#define __kernel __attribute__((address_space(0)))
#define READ_ONCE(x) (*(const volatile typeof(x) *)&(x))
#define rcu_dereference(p) ({						\
	typeof(*p) *__p = (typeof(*p) __force *)READ_ONCE(p);		\
	((typeof(*p) __force __kernel *)(__p)); })
#define rcu_assign_pointer(p, v) \
	do { (p) = (typeof(*v) __force __rcu *)(v); } while (0)
#define rcu_access_pointer(p) ((typeof(*p) __force *)(p))

struct task { int pid; struct task __rcu *parent; };

static int f(struct task *t, struct task *n)
{
	struct task *p = rcu_dereference(t->parent);

	rcu_assign_pointer(t->parent, n);
	if (rcu_access_pointer(t->parent) == n)
		return 1;
	return p->pid;
}
/*
 * check-name: rcu_dereference-style __force casts through typeof are silent
 * check-command: sparse $file
 */
