#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __percpu __attribute__((noderef, address_space(__percpu)))
#define __force __attribute__((force))
#define __kernel __attribute__((address_space(0)))
#define READ_ONCE(x) (*(const volatile typeof(x) *)&(x))
#define rcu_dereference_check(p) ((typeof(*p) __force __kernel *)(READ_ONCE(p)))
#define this_cpu_ptr(ptr) ({ unsigned long __ptr; __ptr = (unsigned long)(ptr); (typeof(ptr))(__ptr + 8); })
#define raw_cpu_ptr(ptr) ((typeof(*(ptr)) __kernel __force *)this_cpu_ptr(ptr))
struct st { int n; struct st __rcu *next; int arr[4]; };
static struct st __percpu *pcp;
static struct st __rcu *head;
static int f(void)
{
	struct st *s = raw_cpu_ptr(pcp);
	struct st *h = rcu_dereference_check(head);
	int __percpu *pn = &pcp->n;
	int (*pa)[4] = &h->arr;
	typeof(head) h2 = head;
	typeof(*head) *h3 = rcu_dereference_check(head);
	return s->n + h->n + (pn != 0) + (*pa)[0] + (h2 == head) + h3->n;
}
/*
 * check-name: per-cpu and rcu accessors built on typeof and __force are silent
 * check-command: sparse $file
 *
 * check-error-start
eval/ok-percpu-rcu-typeof.c:20:37: warning: Using plain integer as NULL pointer
 * check-error-end
 */
