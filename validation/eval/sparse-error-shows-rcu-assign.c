#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __force __attribute__((force))
#define NULL ((void *)0)
typedef unsigned long uintptr_t;
#define rcu_check_sparse(p, space) \
	((void)(((typeof(*p) space *)p) == p))
#define RCU_INITIALIZER(v) (typeof(*(v)) __force __rcu *)(v)
#define WRITE_ONCE(x, val) do { *(volatile typeof(x) *)&(x) = (val); } while (0)
#define rcu_assign_pointer(p, v)					      \
do {									      \
	uintptr_t _r_a_p__v = (uintptr_t)(v);				      \
	rcu_check_sparse(p, __rcu);					      \
	if (__builtin_constant_p(v) && (_r_a_p__v) == (uintptr_t)NULL)	      \
		WRITE_ONCE((p), (typeof(p))(_r_a_p__v));		      \
	else								      \
		WRITE_ONCE((p), RCU_INITIALIZER((typeof(p))_r_a_p__v)); \
} while (0)
struct nb { struct nb __rcu *next; };
static void f(struct nb **nl, struct nb *n)
{
	rcu_assign_pointer(*nl, n);
}
static void g(struct nb __rcu **head)
{
	struct nb **nl = head;
	(void)nl;
}
/*
 * check-name: -Wsparse-error shows the hidden assignment warning of rcu_assign_pointer
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
eval/sparse-error-shows-rcu-assign.c:21:9: error: incompatible types in comparison expression (different address spaces):
eval/sparse-error-shows-rcu-assign.c:21:9:    struct nb [noderef] __rcu *
eval/sparse-error-shows-rcu-assign.c:21:9:    struct nb *
eval/sparse-error-shows-rcu-assign.c:21:9: error: incorrect type in assignment (different address spaces)
eval/sparse-error-shows-rcu-assign.c:21:9:    expected struct nb *volatile
eval/sparse-error-shows-rcu-assign.c:21:9:    got struct nb [noderef] __rcu *
eval/sparse-error-shows-rcu-assign.c:25:26: error: incorrect type in initializer (different address spaces)
eval/sparse-error-shows-rcu-assign.c:25:26:    expected struct nb **nl
eval/sparse-error-shows-rcu-assign.c:25:26:    got struct nb [noderef] __rcu **head
 * check-error-end
 */
