#define __rcu __attribute__((noderef, address_space(__rcu)))
struct task { int a; };
struct rq { struct task __rcu *curr; };

extern void bug(void);
extern void work(void);

void warn_on(struct rq *rq, struct task *p)
{
	int warned = !!(rq->curr != p);

	if (__builtin_expect(warned, 0))
		bug();
	work();
}

int read_back(struct rq *rq, struct task *p)
{
	int same = (rq->curr == p);

	return same;
}
/*
 * check-name: an initializer in error stores VOID with no size, a store no load meets
 * check-command: test-linearize -Wno-decl $file
 *
 * check-error-start
linear/initializer-erroneous-stores-void.c:10:34: error: incompatible types in comparison expression (different address spaces):
linear/initializer-erroneous-stores-void.c:10:34:    struct task [noderef] __rcu *
linear/initializer-erroneous-stores-void.c:10:34:    struct task *
linear/initializer-erroneous-stores-void.c:19:30: error: incompatible types in comparison expression (different address spaces):
linear/initializer-erroneous-stores-void.c:19:30:    struct task [noderef] __rcu *
linear/initializer-erroneous-stores-void.c:19:30:    struct task *
 * check-error-end
 *
 * check-output-start
warn_on:
.L0:
	<entry-point>
	call        work
	ret


read_back:
.L4:
	<entry-point>
	ret.32      $0


 * check-output-end
 */
