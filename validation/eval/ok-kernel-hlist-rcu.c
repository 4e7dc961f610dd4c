#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __force __attribute__((force))
#define __kernel __attribute__((address_space(0)))
#define NULL ((void *)0)
#define offsetof(T, m) __builtin_offsetof(T, m)
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	_Static_assert(__same_type(*(ptr), ((type *)0)->member) ||	\
		      __same_type(*(ptr), void),			\
		      "pointer type mismatch in container_of()");	\
	((type *)(__mptr - offsetof(type, member))); })
#define rcu_dereference_raw(p) ({ \
	typeof(p) ________p1 = (*(const volatile typeof(p) *)&(p)); \
	((typeof(*p) __force __kernel *)(________p1)); })
#define hlist_first_rcu(head) (*((struct hlist_node __rcu **)(&(head)->first)))
#define hlist_next_rcu(node) (*((struct hlist_node __rcu **)(&(node)->next)))
#define hlist_entry(ptr, type, member) container_of(ptr,type,member)
#define hlist_entry_safe(ptr, type, member) \
	({ typeof(ptr) ____ptr = (ptr); \
	   ____ptr ? hlist_entry(____ptr, type, member) : NULL; })
#define hlist_for_each_entry_rcu(pos, head, member) \
	for (pos = hlist_entry_safe(rcu_dereference_raw(hlist_first_rcu(head)), typeof(*(pos)), member); \
		pos; \
		pos = hlist_entry_safe(rcu_dereference_raw(hlist_next_rcu(&(pos)->member)), typeof(*(pos)), member))
struct hlist_node { struct hlist_node *next, **pprev; };
struct hlist_head { struct hlist_node *first; };
struct task { int pid; struct hlist_node link; };

static int f(struct hlist_head *h)
{
	struct task *p;
	int n = 0;

	hlist_for_each_entry_rcu(p, h, link)
		n += p->pid;
	return n;
}
/*
 * check-name: hlist_for_each_entry_rcu with the container_of static_assert is silent
 * check-command: sparse $file
 */
