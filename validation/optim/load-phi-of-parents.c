int h(int);
struct s { int a, b; };

static inline void put(struct s *p, int v)
{
	p->a = v;
}

int f(int c, int d)
{
	struct s s;

	if (c)
		put(&s, h(1));
	else
		put(&s, h(2));
	d = h(d);
	return d + s.a;
}
/*
 * check-name: optim: a load that each path into its block reaches with another stored value is a phi-node of them, in the load's place
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L1, .L2

.L1:
	call.32     %r4 <- h, $1
	phisrc.32   %phi3 <- %r4
	br          .L4

.L2:
	call.32     %r8 <- h, $2
	phisrc.32   %phi2 <- %r8
	br          .L4

.L4:
	call.32     %r12 <- h, %arg2
	phi.32      %r14 <- %phi2, %phi3
	add.32      %r15 <- %r12, %r14
	ret.32      %r15


 * check-output-end
 */
