#define __rcu __attribute__((noderef, address_space(__rcu)))
struct t { int a; };
struct rq { struct t __rcu *curr; };
void warn(void);
int g(int);

/* w's first store has no value (the comparison is in error): w stays in
 * memory, its phi-nodes placed; its dead store goes, with its value */
int void_store(struct rq *rq, struct t *n, int c)
{
	if (c) {
		int w = !!(n == rq->curr);
		if (w)
			warn();
		if (w)
			return 0;
		w = c + 5;
	}
	return g(1);
}
int probe(int c, int a, int b)
{
	return c ? a : b;
}
/*
 * check-name: mem2reg: a variable with a store of no value gets its phi-nodes but stays in memory
 * check-command: test-linearize -Wno-decl -fno-optim $file
 * check-output-start
void_store:
.L0:
	<entry-point>
	setne.1     %r2 <- %arg3, $0
	cbr         %r2, .L1, .L2

.L1:
	store       VOID -> 0[w]
	load.32     %r3 <- 0[w]
	setne.1     %r4 <- %r3, $0
	cbr         %r4, .L3, .L4

.L3:
	call        warn
	br          .L4

.L4:
	load.32     %r5 <- 0[w]
	setne.1     %r6 <- %r5, $0
	cbr         %r6, .L5, .L6

.L5:
	phisrc.32   %phi1(return) <- $0
	br          .L7

.L6:
	br          .L2

.L2:
	phi.32      %r11(w)
	call.32     %r10 <- g, $1
	phisrc.32   %phi2(return) <- %r10
	br          .L7

.L7:
	phi.32      %r7 <- %phi1(return), %phi2(return)
	phi.32      %r12(w)
	ret.32      %r7


probe:
.L8:
	<entry-point>
	select.32   %r16 <- %arg1, %arg2, %arg3
	ret.32      %r16


 * check-output-end
 *
 * check-error-start
mem2reg/void-store-phis.c:12:30: error: incompatible types in comparison expression (different address spaces):
mem2reg/void-store-phis.c:12:30:    struct t *
mem2reg/void-store-phis.c:12:30:    struct t [noderef] __rcu *
 * check-error-end
 */
