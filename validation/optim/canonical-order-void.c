#define __rcu __attribute__((noderef, address_space(__rcu)))
struct t { int a; };
struct rq { struct t __rcu *curr; };

static inline int current_is(struct rq *rq, struct t *p)
{
	return rq->curr == p;
}

int plus_constant(struct rq *rq, struct t *p)
{
	return 5 + current_is(rq, p);
}

int compare_constant(struct rq *rq, struct t *p)
{
	return 5 < current_is(rq, p);
}

int plus_undefined(struct rq *rq, struct t *p)
{
	int u;

	return u + current_is(rq, p);
}
/*
 * check-name: optim: a VOID operand (of an erroneous expression) goes first, before UNDEF
 * check-command: test-linearize -Wno-decl $file
 *
 * check-error-start
optim/canonical-order-void.c:7:25: error: incompatible types in comparison expression (different address spaces):
optim/canonical-order-void.c:7:25:    struct t [noderef] __rcu *
optim/canonical-order-void.c:7:25:    struct t *
optim/canonical-order-void.c:7:25: error: incompatible types in comparison expression (different address spaces):
optim/canonical-order-void.c:7:25:    struct t [noderef] __rcu *
optim/canonical-order-void.c:7:25:    struct t *
optim/canonical-order-void.c:7:25: error: incompatible types in comparison expression (different address spaces):
optim/canonical-order-void.c:7:25:    struct t [noderef] __rcu *
optim/canonical-order-void.c:7:25:    struct t *
 * check-error-end
 *
 * check-output-start
plus_constant:
.L0:
	<entry-point>
	# call      %r3 <- current_is, %r1, %r2
	add.32      %r4 <- VOID, $5
	ret.32      %r4


compare_constant:
.L3:
	<entry-point>
	# call      %r8 <- current_is, %r6, %r7
	setgt.32    %r9 <- VOID, $5
	ret.32      %r9


plus_undefined:
.L6:
	<entry-point>
	# call      %r14 <- current_is, %r12, %r13
	add.32      %r15 <- VOID, UNDEF
	ret.32      %r15


 * check-output-end
 */
